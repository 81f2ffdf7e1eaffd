import type { language as ru } from '../ru/language';
import type { DeepStrings } from '../types';

/** The interface language switch (decision 030): the names are each language's own. */
export const language: DeepStrings<typeof ru> = {
  language: {
    label: 'Language',
    current: 'Language: {{name}}',
    names: {
      ru: 'Русский',
      en: 'English',
    },
    settingsTitle: 'Interface language',
    settingsHint: 'Prices, dates and numbers follow the chosen language.',
  },
};
