import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Mantine's modals manager (ModalsProvider with Modal, focus trap, scroll lock and floating-ui,
 * about 35 KB) loads the first time a modal is asked for, not with the landing, whose JS stays
 * small. `modals.open…` from @mantine/modals only dispatches window events: until the provider
 * listens, they are caught here, the provider's chunk is loaded and the events are replayed to it
 * in order. Callers use the `modals` API as usual.
 */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const ModalsHost = lazy(() => import('./modals-host'));

let requested = false;
const listeners = new Set<() => void>();
const queued: CustomEvent[] = [];

function capture(event: Event) {
  queued.push(event as CustomEvent);
  requestModals();
}

function setCapturing(on: boolean) {
  for (const type of MODAL_EVENTS) {
    if (on) window.addEventListener(type, capture);
    else window.removeEventListener(type, capture);
  }
}

if (typeof window !== 'undefined') setCapturing(true);

/** Loads the modals manager now (e.g. before a page that is likely to open one). */
export function requestModals() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/**
 * Forgets the events caught and not yet handed to a manager. The tests' afterEach: the tests share
 * this module, and a confirmation a test's page left here opened in a later test's page.
 */
export function dropQueuedModals() {
  queued.length = 0;
}

/** Called by the host once the provider listens: hand over the events caught meanwhile. */
function hostReady() {
  setCapturing(false);
  for (const event of queued.splice(0)) {
    window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }
  return () => setCapturing(true);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered once inside the router (root route): the modals manager, once it is needed. */
export function LazyModals() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost onReady={hostReady} />
    </Suspense>
  );
}
