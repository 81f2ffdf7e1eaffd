import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The lines of `source`, linted as if it were `file`, that the module walls refuse. */
async function refusedLines(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.line);
}

/**
 * Each module shows other modules one face, its service (or a named public file such as a mapper):
 * its repositories and its use-case context stay its own, so a module can change how it stores
 * and shares its work without another module's code breaking. The lint keeps that wall; these
 * walls are broken on purpose to show it refuses them.
 */
describe('module walls', () => {
  it("refuse another module's repository, even for a type", async () => {
    const source = [
      "import type { OrderRow } from '../orders/orders.repository';",
      "import type { UsersRepository } from '../users/users.repository';",
      'export type Probe = [OrderRow, UsersRepository];',
    ].join('\n');
    expect(await refusedLines('apps/api/src/modules/cart/probe.ts', source)).toEqual([1, 2]);
  });

  it("refuse another module's context, from any depth of the module", async () => {
    const source = [
      "import type { ItemsContext } from '../../items/items.context';",
      'export type Probe = ItemsContext;',
    ].join('\n');
    const file = 'apps/api/src/modules/lamoda-parser/normalise/probe.ts';
    expect(await refusedLines(file, source)).toEqual([1]);
  });

  it("let a module use its own repository and context, and another module's service", async () => {
    const source = [
      "import type { OrderRow } from './orders.repository';",
      "import type { OrdersContext } from './orders.context';",
      "import type { UserRow, UsersService } from '../users/users.service';",
      'export type Probe = [OrderRow, OrdersContext, UserRow, UsersService];',
    ].join('\n');
    expect(await refusedLines('apps/api/src/modules/orders/probe.ts', source)).toEqual([]);
  });
});

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * A use case names the few parts of its module's context it uses (`Pick<OrdersContext, 'db' |
 * 'repo'>`), so a reader sees what it touches and a test builds it from those alone; the module's
 * service passes the whole context, which the compiler narrows.
 */
describe('use cases', () => {
  const MODULES = join(import.meta.dirname, '../modules');
  const whole = /export function (create\w+)\(\s*(?:\{[^}]*\}|\w+)\s*:\s*\w+Context\s*\)/g;

  it('take the parts of their context they use, never the whole of it', () => {
    const takingAll = moduleFiles(MODULES).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(whole)].map(
        (match) => `${relative(MODULES, path)}: ${match[1]}`,
      ),
    );
    expect(takingAll).toEqual([]);
  });

  it('are checked where they are (the pattern sees a whole context taken)', () => {
    const probe = 'export function createProbe({ db, repo }: ItemsContext) {}';
    expect([...probe.matchAll(whole)]).toHaveLength(1);
  });
});
