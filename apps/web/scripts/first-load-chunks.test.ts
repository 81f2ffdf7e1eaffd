import { describe, expect, it } from 'vitest';
import { chunkPlan } from './first-load-chunks';

interface Chunk {
  file: string;
  imports?: string[];
  modules?: Record<string, number>;
  area?: string;
  entry?: boolean;
  name?: string;
}

/** Chunks as the unmerged build writes them: files, their imports and their modules' sizes. */
function plan(chunks: Chunk[]) {
  return chunkPlan(
    chunks.map((chunk) => {
      const modules = chunk.modules ?? { [`/app/src/${chunk.file}.ts`]: 1000 };
      const size = Object.values(modules).reduce((sum, length) => sum + length, 0);
      return {
        fileName: chunk.file,
        name: chunk.name ?? chunk.file,
        isEntry: chunk.entry ?? false,
        facadeModuleId: chunk.area ? `/app/src/app/areas/${chunk.area}.ts` : null,
        imports: chunk.imports ?? [],
        moduleIds: Object.keys(modules),
        modules: Object.fromEntries(
          Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
        ) as never,
        code: 'x'.repeat(size),
      };
    }),
    (name) => name === 'react',
  );
}

/** A module of 30 KB: two do not fit in one piece. */
const big = (name: string) => ({ [`/app/src/${name}.ts`]: 30 * 1024 });

const shopAndLanding: Chunk[] = [
  { file: 'index', entry: true, imports: ['react', 'loader'] },
  { file: 'react', name: 'react' },
  { file: 'loader' },
  { file: 'guest', area: 'guest', imports: ['index', 'footer', 'hero-icons'] },
  { file: 'shop', area: 'shop', imports: ['index', 'footer', 'schemas', 'card'] },
  { file: 'account', area: 'account', imports: ['index', 'schemas', 'hero-icons', 'settings'] },
  { file: 'footer', imports: ['index'] },
  { file: 'schemas', imports: ['index'], modules: { '/app/src/schemas.ts': 8 * 1024 } },
  // Split out of the shop's chunk by Rolldown (something loaded later imports it too).
  { file: 'card', imports: ['schemas'] },
  { file: 'hero-icons', imports: ['index'] },
  { file: 'settings', imports: ['schemas'] },
];

describe('chunkPlan', () => {
  it("puts what every first page runs in app, and the rest of what a first page runs in its area's shared chunk", () => {
    const chunks = plan(shopAndLanding);
    const of = (file: string) => chunks.get(`/app/src/${file}.ts`);
    expect(of('index')).toBe('app');
    expect(of('loader')).toBe('app');
    expect(of('footer')).toBe('app');
    expect(of('schemas')).toBe('shop-shared');
    expect(of('card')).toBe('shop-shared');
    // A few hundred bytes of icons that only import `app` join it: a file of their own costs more.
    expect(of('hero-icons')).toBe('app');
    // The areas' own chunks, React and what only later areas run stay as Rolldown splits them.
    for (const file of ['guest', 'shop', 'account', 'react', 'settings']) {
      expect(of(file)).toBeUndefined();
    }
  });

  it('cuts a merged group into pieces of whole chunks in the order they run', () => {
    const chunks = plan([
      { file: 'index', entry: true, imports: ['b'], modules: big('index') },
      { file: 'b', imports: ['a'], modules: big('b') },
      { file: 'a', modules: { '/app/src/a.ts': 20 * 1024, '/app/src/a2.ts': 20 * 1024 } },
      { file: 'guest', area: 'guest', imports: ['index'] },
      { file: 'shop', area: 'shop', imports: ['index'] },
    ]);
    expect(chunks.get('/app/src/a.ts')).toBe('app');
    expect(chunks.get('/app/src/a2.ts')).toBe('app');
    expect(chunks.get('/app/src/b.ts')).toBe('app-2');
    expect(chunks.get('/app/src/index.ts')).toBe('app-3');
  });

  it('never cuts apart chunks that import each other', () => {
    const chunks = plan([
      { file: 'index', entry: true, imports: ['menu'], modules: big('index') },
      { file: 'menu', imports: ['menu-items'], modules: big('menu') },
      { file: 'menu-items', imports: ['menu'], modules: big('menu-items') },
      { file: 'guest', area: 'guest', imports: ['index'] },
      { file: 'shop', area: 'shop', imports: ['index'] },
    ]);
    expect(chunks.get('/app/src/menu.ts')).toBe('app');
    expect(chunks.get('/app/src/menu-items.ts')).toBe('app');
    expect(chunks.get('/app/src/index.ts')).toBe('app-2');
  });
});
