import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import { shownColor, shownStyle, shownVolume } from './value-words';

describe('stored values in the interface language', () => {
  afterEach(() => i18n.changeLanguage('ru'));

  it('shows colours, styles and volumes in English on an English page, as stored in Russian', async () => {
    await i18n.loadLanguages('en');
    await i18n.changeLanguage('en');
    expect([shownColor('чёрный'), shownStyle('Вечерний'), shownVolume('50 мл')]).toEqual([
      'black',
      'Evening',
      '50 ml',
    ]);
    await i18n.changeLanguage('ru');
    expect([shownColor('чёрный'), shownStyle('Вечерний'), shownVolume('50 мл')]).toEqual([
      'чёрный',
      'Вечерний',
      '50 мл',
    ]);
  });
});
