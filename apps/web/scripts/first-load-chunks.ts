import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The chunks of a first page, merged (decision 082). Left to itself, Rolldown gives every set of
 * areas that shares modules a chunk of its own: a shop page ran 71 files, most under 3 KB, and on a
 * slow phone each costs a preload, a compilation on the main thread and a task of its own, and
 * crosses the wire with its headers. Which modules a page really runs is known only after
 * tree-shaking (an area importing one name from a package's index does not run the rest), so the
 * app is built once more without merging, and its chunks decide:
 * - `app`: the modules every first page runs: the entry's, and those both the landing and a shop
 *   page run;
 * - `shop-shared` and `guest-shared`: the rest of what a shop page or the landing runs outside its
 *   area's own chunk, mostly shared with the areas met later (account, outfits, orders, sign-in,
 *   admin); a few icons join `app` instead;
 * - everything else as Rolldown splits it: an area's own chunk, React's and the contract's
 *   chunks, and what only the later areas share.
 * Each of these is cut into pieces of about PIECE_SIZE, whole chunks in the order they run, since
 * the boot script runs one chunk per task. A shop page runs 33 files instead of 71, the landing 12
 * instead of 32. The later areas run the `shop-shared` pieces they touch whole, a little more than
 * they use; a shopper reaches them from the shop, whose files are in the browser's cache by then.
 */

/** Set while the unmerged build runs: the config then plans nothing (and writes nothing). */
export const PLANNING = 'WEB_BUILD_PLANNING_CHUNKS';

const FIRST_PAGE_AREAS = ['guest', 'shop'] as const;

export async function planFirstLoadChunks(
  configFile: string,
  mode: string,
  keptApart: (chunkName: string) => boolean,
) {
  process.env[PLANNING] = '1';
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  try {
    output = (await build({
      configFile,
      mode,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        sourcemap: false,
        outDir: path.join(os.tmpdir(), 'web-chunk-plan'),
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  } finally {
    delete process.env[PLANNING];
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  return chunkPlan(chunks, keptApart);
}

type PlannedChunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'name' | 'isEntry' | 'facadeModuleId' | 'imports' | 'moduleIds' | 'code'
>;

/**
 * A shared chunk smaller than this joins `app` when all it imports is in `app` already: its
 * headers and request would cost more than its bytes.
 */
const SMALLEST_SHARED_CHUNK = 4 * 1024;

/**
 * A merged chunk holds up to about this much of the unminified build (some 20 KB minified): a
 * chunk runs its modules in one task, and a 40 KB one took 15–40 ms on this machine's Chromium,
 * four times that on Lighthouse's phone.
 */
const PIECE_SIZE = 48 * 1024;

/**
 * Chunks that import each other in a circle, as sets, each after the sets it imports (Tarjan's
 * algorithm): Rolldown may put a helper two chunks share in either of them. Such chunks are never
 * cut apart: a piece running before the one it needs would read its values unset.
 */
function importCycles(chunks: readonly PlannedChunk[], roots: readonly PlannedChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const units: PlannedChunk[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      if (!byFile.has(imported)) continue;
      if (!index.has(imported)) {
        visit(imported);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(imported)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const unit: PlannedChunk[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      unit.push(byFile.get(member)!);
      if (member === file) break;
    }
    units.push(unit.reverse());
  };
  for (const chunk of [...roots, ...chunks]) if (!index.has(chunk.fileName)) visit(chunk.fileName);
  return units;
}

/**
 * Module id → the merged chunk it goes to; modules not listed are left to Rolldown. `keptApart`
 * names the chunks a group of the config keeps on their own (React's, the contract's).
 */
export function chunkPlan(
  chunks: readonly PlannedChunk[],
  keptApart: (chunkName: string) => boolean,
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const areaOf = (chunk: PlannedChunk) =>
    /[\\/]src[\\/]app[\\/]areas[\\/]([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  const runs = (start: PlannedChunk) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(start.fileName);
    return seen;
  };
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  const entry = entryChunk ? runs(entryChunk) : new Set<string>();
  const areaChunks = new Map(
    chunks.flatMap((chunk) => {
      const area = areaOf(chunk);
      return area ? [[area, chunk] as const] : [];
    }),
  );
  const areas = new Map([...areaChunks].map(([area, chunk]) => [area, runs(chunk)] as const));

  const firstPagesRunning = (chunk: PlannedChunk) =>
    FIRST_PAGE_AREAS.filter((area) => areas.get(area)?.has(chunk.fileName));
  const mergeable = (chunk: PlannedChunk) => !areaOf(chunk) && !keptApart(chunk.name);
  const everyFirstPageRuns = new Set(
    chunks
      .filter(
        (chunk) =>
          mergeable(chunk) &&
          (entry.has(chunk.fileName) ||
            firstPagesRunning(chunk).length === FIRST_PAGE_AREAS.length),
      )
      .map((chunk) => chunk.fileName),
  );
  const inApp = (file: string) => entry.has(file) || everyFirstPageRuns.has(file);
  const mergedInto = (chunk: PlannedChunk) => {
    if (!mergeable(chunk)) return null;
    if (everyFirstPageRuns.has(chunk.fileName)) return 'app';
    const pages = firstPagesRunning(chunk);
    if (pages.length !== 1) return null;
    const tiny = chunk.code.length < SMALLEST_SHARED_CHUNK && chunk.imports.every(inApp);
    return tiny ? 'app' : `${pages[0]}-shared`;
  };

  // Pieces take whole chunks (or whole circles of them) in the order they run, so a piece only
  // imports pieces that run before it. The first pages' chunks are ordered first.
  const roots = [entryChunk, ...FIRST_PAGE_AREAS.map((area) => areaChunks.get(area))].filter(
    (chunk): chunk is PlannedChunk => Boolean(chunk),
  );
  const pieces = new Map<string, { count: number; size: number }>();
  const plan = new Map<string, string>();
  for (const unit of importCycles(chunks, roots)) {
    const groups = new Set(unit.map(mergedInto));
    const [group] = groups;
    if (groups.size !== 1 || !group) continue;
    const size = unit.reduce((sum, chunk) => sum + chunk.code.length, 0);
    const piece = pieces.get(group) ?? { count: 1, size: 0 };
    if (piece.size > 0 && piece.size + size > PIECE_SIZE) {
      piece.count += 1;
      piece.size = 0;
    }
    piece.size += size;
    pieces.set(group, piece);
    const name = piece.count === 1 ? group : `${group}-${piece.count}`;
    for (const chunk of unit) for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/**
 * Fails the build when merged chunks import each other in a circle: which of them would run first
 * would depend on the page the visitor opened first.
 */
export function noCircleThroughMergedChunks(merged: ReadonlySet<string>): Plugin {
  return {
    name: 'no-circle-through-merged-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      for (const unit of importCycles(chunks, [])) {
        if (unit.length > 1 && unit.some((chunk) => merged.has(chunk.name))) {
          this.error(
            `Merged chunks import each other in a circle: ${unit.map((c) => c.fileName).join(', ')}`,
          );
        }
      }
    },
  };
}
