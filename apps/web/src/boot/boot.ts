import { bootSteps, once, runOnePerTask } from './boot-steps';

/**
 * The boot script of the drawn pages (decisions 037 and 038), in place of the entry's script tag
 * and preloads: scripts/prerender.mjs builds this file on its own and links it from the pages. It
 * starts the app after the first paint, so parsing and running the app's JavaScript does not hold
 * the page back; a hidden tab paints no frames, so a timer starts it too. The page's chunks, in run
 * order, are in `#app-chunks` (written by the prerender step); main.tsx waits for
 * `window.appChunks` before it creates the router, which would otherwise run the area's chunks
 * that are still to come in one go.
 */

declare global {
  interface Window {
    /** Settles once the boot has run the page's chunks, one per task; unset on pages not drawn. */
    appChunks?: Promise<void>;
  }
}

const chunks = JSON.parse(document.getElementById('app-chunks')?.textContent ?? '[]') as string[];
const steps = bootSteps(chunks, (href) => import(/* @vite-ignore */ href));

window.appChunks = new Promise((resolve) => {
  const start = once(() => void runOnePerTask(steps).then(resolve));
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
});
