/** The interface language switch (decision 030): the names are each language's own. */
export const language = {
  language: {
    label: 'Язык',
    current: 'Язык: {{name}}',
    names: {
      ru: 'Русский',
      en: 'English',
    },
    settingsTitle: 'Язык интерфейса',
    settingsHint: 'Цены, даты и числа показываются по правилам выбранного языка.',
  },
} as const;
