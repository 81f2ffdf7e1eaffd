import { STORAGE_KEYS, type Language } from '@shop/contract';
import { applyLanguage, currentLanguage } from '@/lib/i18n/i18n';
import { getSession, subscribeSession } from '@/lib/session';
import { safeStorage } from '@/lib/storage';

/**
 * The interface language is remembered twice (decision 030): in this browser (localStorage) and
 * on the account (users.language). Signing in adopts the account's choice; an account without one
 * takes the browser's explicit choice; a switch while signed in is saved to both.
 */

async function save(language: Language) {
  try {
    // Loaded on demand: the contract's schemas stay out of the landing's download.
    const { saveAccountLanguage } = await import('./save-account-language');
    await saveAccountLanguage(language);
  } catch (error) {
    // The browser keeps the choice; the account learns it next time.
    console.warn('[i18n] could not save the language to the account', error);
  }
}

/** The shopper picks a language (header menu, /settings). */
export async function chooseLanguage(language: Language): Promise<void> {
  applyLanguage(language);
  const { status, user } = getSession();
  if (status === 'authenticated' && user?.language !== language) await save(language);
}

let seenUserId: number | null = null;

function onSessionChange() {
  const { status, user } = getSession();
  if (status !== 'authenticated' || !user) {
    if (status === 'guest') seenUserId = null;
    return;
  }
  if (user.id === seenUserId) return;
  seenUserId = user.id;
  if (user.language) applyLanguage(user.language);
  else if (safeStorage.get(STORAGE_KEYS.language)) void save(currentLanguage());
}

let listening = false;

/** Starts following the session (main.tsx); harmless to call twice. */
export function followAccountLanguage(): void {
  if (listening) return;
  listening = true;
  subscribeSession(onSessionChange);
  onSessionChange();
}
