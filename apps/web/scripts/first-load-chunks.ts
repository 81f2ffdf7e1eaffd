import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';

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
 * - everything else as Rolldown splits it: an area's own chunk, React's chunk, and what only the
 *   later areas share.
 * Each of these is cut into pieces of about PIECE_SIZE, in the order the modules run, since the
 * boot script runs one chunk per task. A shop page runs 38 files instead of 71, the landing 15
 * instead of 32. The later areas run all of `shop-shared`, a little more than they use; a shopper
 * reaches them from the shop, whose files are in the browser's cache by then.
 */

/** Set while the unmerged build runs: the config then plans nothing (and writes nothing). */
export const PLANNING = 'WEB_BUILD_PLANNING_CHUNKS';

const FIRST_PAGE_AREAS = ['guest', 'shop'] as const;

export async function planFirstLoadChunks(
  configFile: string,
  mode: string,
  namedGroups: readonly string[],
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
  return chunkPlan(chunks, namedGroups);
}

type PlannedChunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'name' | 'isEntry' | 'facadeModuleId' | 'imports' | 'moduleIds' | 'code' | 'modules'
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
 * How much longer than its size says a module takes to run: the contract's modules build their
 * zod schemas as they run (catalogue.ts alone, 9 KB, took 20 ms on this machine's Chromium).
 */
function runningCost(id: string) {
  return /[\\/]packages[\\/]contract[\\/]/.test(id) ? 24 : 1;
}

/** Module id → the merged chunk it goes to; modules not listed are left to Rolldown. */
export function chunkPlan(chunks: readonly PlannedChunk[], namedGroups: readonly string[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const areaOf = (chunk: PlannedChunk) =>
    /[\\/]src[\\/]app[\\/]areas[\\/]([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  // Every chunk a page runs, each after the chunks it imports (the order the page runs them in).
  const runOrder: PlannedChunk[] = [];
  const ordered = new Set<string>();
  const runs = (start: PlannedChunk | undefined) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file);
      for (const imported of chunk?.imports ?? []) visit(imported);
      if (chunk && !ordered.has(file)) {
        ordered.add(file);
        runOrder.push(chunk);
      }
    };
    if (start) visit(start.fileName);
    return seen;
  };
  const entry = runs(chunks.find((chunk) => chunk.isEntry));
  const areaChunks = chunks.filter((chunk) => areaOf(chunk));
  // The first pages' areas first, so their chunks are ordered as they run.
  areaChunks.sort(
    (a, b) =>
      Number(FIRST_PAGE_AREAS.includes(areaOf(b) as never)) -
      Number(FIRST_PAGE_AREAS.includes(areaOf(a) as never)),
  );
  const areas = new Map(areaChunks.map((chunk) => [areaOf(chunk)!, runs(chunk)] as const));

  const firstPagesRunning = (chunk: PlannedChunk) =>
    FIRST_PAGE_AREAS.filter((area) => areas.get(area)?.has(chunk.fileName));
  const mergeable = (chunk: PlannedChunk) => !areaOf(chunk) && !namedGroups.includes(chunk.name);
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

  // Modules fill a piece of their group in the order they run (a chunk's modules run in the
  // order listed), so a piece only imports pieces that run before it.
  const pieces = new Map<string, { count: number; size: number }>();
  const plan = new Map<string, string>();
  for (const chunk of runOrder) {
    const group = mergedInto(chunk);
    if (!group) continue;
    for (const id of chunk.moduleIds) {
      const size = (chunk.modules[id]?.renderedLength ?? 0) * runningCost(id);
      const piece = pieces.get(group) ?? { count: 1, size: 0 };
      if (piece.size > 0 && piece.size + size > PIECE_SIZE) {
        piece.count += 1;
        piece.size = 0;
      }
      piece.size += size;
      pieces.set(group, piece);
      plan.set(id, piece.count === 1 ? group : `${group}-${piece.count}`);
    }
  }
  return plan;
}
