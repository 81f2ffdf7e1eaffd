import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ru } from './locales/ru';

/** Russian by default, English as the fallback. */
export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';
/** Dates, numbers and prices are formatted for this locale. */
export const FORMAT_LOCALE = 'ru-RU';

export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;

void i18next.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const i18n = i18next;
