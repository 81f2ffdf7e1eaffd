import { LANGUAGES, STORAGE_KEYS, type Language } from '@shop/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeStorage } from '../storage';
import { en } from './locales/en';
import { ru } from './locales/ru';

/** Russian by default, English as the fallback and the other choice (decision 030). */
export const DEFAULT_LANGUAGE: Language = 'ru';
export const FALLBACK_LANGUAGE: Language = 'en';

/** The locale that dates, numbers, prices and plurals use in each interface language. */
export const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language this browser chose before (localStorage), else Russian. */
export function storedLanguage(): Language {
  const stored = safeStorage.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Dates, numbers and prices are formatted for this locale. A live binding: it follows the
 * interface language, so every `Intl` formatter that reads it at call time follows too.
 */
export let FORMAT_LOCALE = LOCALES[DEFAULT_LANGUAGE];

export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;

function adopt(language: string) {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  FORMAT_LOCALE = LOCALES[lang];
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
i18next.on('languageChanged', adopt);

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
adopt(i18next.language);

export const i18n = i18next;

/** The interface language now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches the interface and remembers the choice in this browser. */
export function applyLanguage(language: Language): void {
  safeStorage.set(STORAGE_KEYS.language, language);
  if (i18next.language !== language) void i18next.changeLanguage(language);
}
