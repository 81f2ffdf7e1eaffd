/**
 * What a drawn page's boot script does (boot.ts), kept apart from the page so it can be tested.
 * The page lists the chunks to run, in run order. They are preloaded together, a few links a task
 * (a `<link>` added by script costs about 0.4 ms on a slow phone), then run one per task. Before
 * them, the first use of the browser's storage, which loads data (tens of milliseconds on a slow
 * phone), gets a task of its own; the drawn pages format their prices without `Intl`
 * (lib/format.ts), whose number data would cost a long task of its own. A slow phone's main
 * thread is never held for the whole app at once, and its pictures are fetched first.
 *
 * Nothing here imports the app: the boot is built on its own and must stay a few hundred bytes.
 */

export type BootStep = () => unknown;

/** More links in one task held a slow phone's main thread too long; fewer made more tasks. */
export const PRELOADS_PER_TASK = 4;

export function preloadChunks(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** The page's chunks, preloaded and then run, with the storage's first use in between. */
export function bootSteps(
  chunks: readonly string[],
  runChunk: (href: string) => Promise<unknown>,
): BootStep[] {
  const preloads: BootStep[] = [];
  for (let i = 0; i < chunks.length; i += PRELOADS_PER_TASK) {
    const hrefs = chunks.slice(i, i + PRELOADS_PER_TASK);
    preloads.push(() => preloadChunks(hrefs));
  }
  return [
    ...preloads,
    () => sessionStorage.length,
    () => localStorage.length,
    ...chunks.map((href) => () => runChunk(href)),
  ];
}

/** Gives the browser the main thread: the next step runs in a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Runs the steps in order, one per task. A step that fails does not stop the rest: storage may be
 * refused (a private window) and the app copes; a chunk that fails is fetched again when the app
 * imports it.
 */
export async function runOnePerTask(
  steps: readonly BootStep[],
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch {
      // See above: the app recovers from each of these by itself.
    }
    await yieldToBrowser();
  }
}

/** `run` on the first call only, whichever of its triggers comes first. */
export function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}
