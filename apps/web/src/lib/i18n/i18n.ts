import { LANGUAGES, STORAGE_KEYS, type Language } from '@shop/contract';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeStorage } from '../storage';
import { ruCore } from './locales/ru/load-core';

/** Russian by default (and what a missing text falls back to), English the other choice (decision 030). */
export const DEFAULT_LANGUAGE: Language = 'ru';

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

/**
 * Russian comes in parts (locales/ru/load-*.ts): the main chunk carries what the shell, the
 * landing and the sign-in pages say; the shop and admin areas add theirs as they load
 * (addRussianTexts). English is its own chunk, whole, loaded when it is chosen (or was chosen
 * before in this browser, see whenLanguageReady): the landing downloads no language it does not
 * show.
 */
// A copy: i18next extends the bundle it is given in place as areas add their texts.
export const resources = { ru: { translation: { ...ruCore } } } as const;

const otherLanguages: Record<string, () => Promise<object>> = {
  en: () => import('./locales/en').then((module) => module.en),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = otherLanguages[language];
    if (!load) return callback(null, {});
    load().then(
      (translation) => callback(null, translation as never),
      (error: Error) => callback(error, false),
    );
  },
};

function adopt(language: string) {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  FORMAT_LOCALE = LOCALES[lang];
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
i18next.on('languageChanged', adopt);

void i18next
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    // Both languages have the same keys (locales.test.ts); falling back to English would load it
    // for every Russian visitor, so a missing English text falls back to Russian instead.
    fallbackLng: (code) => (code === DEFAULT_LANGUAGE ? [] : [DEFAULT_LANGUAGE]),
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
adopt(i18next.language);

export const i18n = i18next;

/** Adds the Russian texts of an area (called by the area's module as it loads, before any page). */
export function addRussianTexts(texts: object): void {
  i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false);
}

/** Resolves once the texts of the interface language are loaded (at once for Russian). */
export function whenLanguageReady(): Promise<void> {
  const language = i18next.language;
  if (i18next.hasResourceBundle(language, 'translation')) return Promise.resolve();
  return i18next.loadLanguages(language).then(() => undefined);
}

/** The interface language now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches the interface and remembers the choice in this browser. */
export function applyLanguage(language: Language): void {
  safeStorage.set(STORAGE_KEYS.language, language);
  if (i18next.language !== language) void i18next.changeLanguage(language);
}
