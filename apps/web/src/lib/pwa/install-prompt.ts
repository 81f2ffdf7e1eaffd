import { useCallback, useSyncExternalStore } from 'react';

/**
 * The install offer: the browser fires `beforeinstallprompt` when the app can be
 * installed; we keep that event and show our own 'Установить приложение' button. The button is
 * hidden when the app already runs standalone, after the user answered the prompt, and once the
 * app is installed (`appinstalled`).
 */

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<void>;
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
    appinstalled: Event;
  }
  interface Navigator {
    /** iOS Safari: true when started from the home screen. */
    standalone?: boolean;
  }
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function onBeforeInstallPrompt(event: BeforeInstallPromptEvent) {
  // Keep the browser's own mini-infobar away; our button offers the installation instead.
  event.preventDefault();
  deferredPrompt = event;
  emit();
}

function onAppInstalled() {
  deferredPrompt = null;
  emit();
}

/**
 * Starts listening for the browser's install offer. Called as early as possible (main.tsx) because
 * the event can fire before React renders; calling it again does nothing.
 */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

/** Tests: forget the captured offer and stop listening. */
export function resetInstallPrompt(): void {
  if (listening) {
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onAppInstalled);
  }
  listening = false;
  deferredPrompt = null;
  emit();
}

export function isRunningStandalone(): boolean {
  const displayMode =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return displayMode || window.navigator.standalone === true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getPrompt() {
  return deferredPrompt;
}

export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  listenForInstallPrompt();
  const prompt = useSyncExternalStore(subscribe, getPrompt, () => null);

  const install = useCallback(async () => {
    const event = deferredPrompt;
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    // A prompt can be shown only once; whatever the answer, the button goes until the browser
    // offers installation again (or `appinstalled` fires).
    if (deferredPrompt === event) {
      deferredPrompt = null;
      emit();
    }
  }, []);

  return { canInstall: prompt !== null && !isRunningStandalone(), install };
}
