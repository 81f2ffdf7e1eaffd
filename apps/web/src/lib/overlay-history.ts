import { createPath, type To } from 'react-router';

/**
 * Back closes an open overlay (a dialog, a drawer, the phone's menu) instead of leaving the page
 * (decision 051). Opening one adds a history entry for the same address, marked with how many
 * overlays are open; Back pops it and the overlay closes. Closed any other way (its ✕, Escape, a
 * tap outside, a choice) it takes its entry out again, so no extra step is left behind. Leaving
 * the page from inside an overlay (a menu link) replaces the overlay's entry with the new page,
 * and a change of the page's own address while it is open (a filter in the drawer) stays the
 * overlay's and is kept when it closes.
 */

/**
 * The id of a managed modal (@mantine/modals) that Back must not close: the question asked when
 * a page with unsaved changes is left is the router's answer to a move, Back included.
 */
export const ANSWERS_BACK_ITSELF = 'answers-back-itself';

/** The key in `history.state` that marks an overlay's entry (its depth: 1 for the first). */
const KEY = 'overlay';

interface OpenOverlay {
  depth: number;
  close: () => void;
  /** The page was left from inside it: its entry now belongs to the new page. */
  left: boolean;
  /** The address while it was open (a filter changed in a drawer changes it). */
  url: string;
}

type Navigate = (to: To, options?: { replace?: boolean; preventScrollReset?: boolean }) => unknown;

const open: OpenOverlay[] = [];
/** The router's own navigate, once `keepOverlaysInHistory` has wrapped it. */
let navigate: Navigate | null = null;
/** Entries of closed overlays still to be taken out (a task later: the overlay may reopen). */
let pendingPop: { depth: number; url: string; timer: ReturnType<typeof setTimeout> } | null = null;
/** A `history.go` is under way: where to be when it lands, and overlays waiting to add theirs. */
let popping: { url: string } | null = null;
const waiting: OpenOverlay[] = [];
let listening = false;

/** The depth of the overlay whose entry is the current one (0: the page's own entry). */
export function overlayDepth(state: unknown = window.history.state): number {
  const value = (state as Record<string, unknown> | null)?.[KEY];
  return typeof value === 'number' ? value : 0;
}

const here = () => window.location.pathname + window.location.search + window.location.hash;

function push(entry: OpenOverlay) {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  // The router counts its entries by `idx`: one more, so a page opened from inside the overlay
  // (taking this entry) counts as a step forward.
  const idx = typeof state.idx === 'number' ? state.idx + 1 : state.idx;
  window.history.pushState({ ...state, idx, [KEY]: entry.depth }, '');
}

function remove(entry: OpenOverlay) {
  const index = open.indexOf(entry);
  if (index >= 0) open.splice(index, 1);
  const queued = waiting.indexOf(entry);
  if (queued >= 0) waiting.splice(queued, 1);
}

/** Puts the page back at `url` when the entry it lands on is older than what the overlay showed. */
function follow(url: string) {
  if (navigate && url !== here()) navigate(url, { replace: true, preventScrollReset: true });
}

function onPopState() {
  const depth = overlayDepth();
  if (popping) {
    const { url } = popping;
    popping = null;
    follow(url);
    for (const entry of waiting.splice(0)) {
      entry.depth = overlayDepth() + 1;
      push(entry);
    }
    return;
  }
  // Back: every overlay above the entry now shown closes, the newest first.
  const closing = open.filter((entry) => entry.depth > depth).reverse();
  for (const entry of closing) {
    remove(entry);
    entry.close();
  }
  if (closing.length > 0) follow(closing.at(-1)!.url);
  else if (depth > open.length) {
    // An entry no open overlay owns (left behind by a reload or a refused leave): step over it.
    window.history.back();
  }
}

/**
 * Records an open overlay; `close` is called when Back closes it. Returns the function to call
 * when it closes by other means (or unmounts), which takes its entry out of the history.
 */
export function openOverlay(close: () => void): () => void {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const entry: OpenOverlay = { depth: 0, close, left: false, url: here() };
  if (pendingPop && overlayDepth() >= pendingPop.depth) {
    // An overlay has just closed (or React ran the effect again): this one takes its entry.
    clearTimeout(pendingPop.timer);
    entry.depth = pendingPop.depth;
    const steps = overlayDepth() - pendingPop.depth;
    pendingPop = null;
    if (steps > 0) goBack(steps, here());
  } else if (popping) {
    waiting.push(entry);
  } else {
    // A closed overlay's entry that is no longer the current one is not this one's to take out.
    if (pendingPop) clearTimeout(pendingPop.timer);
    pendingPop = null;
    entry.depth = overlayDepth() + 1;
    push(entry);
  }
  open.push(entry);

  return () => {
    if (!open.includes(entry)) return; // closed by Back
    remove(entry);
    if (entry.left) return;
    const depth = Math.min(entry.depth, pendingPop?.depth ?? Infinity);
    if (pendingPop) clearTimeout(pendingPop.timer);
    const url = pendingPop?.url ?? here();
    pendingPop = {
      depth,
      url,
      timer: setTimeout(() => {
        pendingPop = null;
        const steps = overlayDepth() - depth + 1;
        if (steps > 0) goBack(steps, url);
      }, 0),
    };
  };
}

function goBack(steps: number, url: string) {
  popping = { url };
  window.history.go(-steps);
}

/**
 * Teaches the router about overlay entries: a move to another page from inside an overlay takes
 * the overlay's entry (Back from the new page returns to the page under the overlay, not to the
 * overlay); a change of the same page's address keeps the entry the overlay's.
 */
export function keepOverlaysInHistory<R extends { navigate: (...args: never[]) => unknown }>(
  router: R,
): R {
  const original = router.navigate.bind(router) as unknown as (
    to: To | number | null,
    options?: Record<string, unknown>,
  ) => Promise<void>;
  navigate = (to, options) => original(to, options);
  const wrapped = (to: To | number | null, options?: Record<string, unknown>) => {
    const depth = overlayDepth();
    if (typeof to === 'number' || to === null || depth === 0 || open.length === 0) {
      return original(to, options);
    }
    const target = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
    if (target.pathname === window.location.pathname && options?.replace) {
      return original(to, options).then(() => {
        const state = (window.history.state ?? {}) as Record<string, unknown>;
        if (overlayDepth(state) !== depth) {
          window.history.replaceState({ ...state, [KEY]: depth }, '');
        }
        for (const entry of open) if (entry.depth <= depth) entry.url = here();
      });
    }
    for (const entry of open) entry.left = true;
    return original(to, { ...options, replace: true });
  };
  (router as unknown as { navigate: typeof wrapped }).navigate = wrapped;
  return router;
}
