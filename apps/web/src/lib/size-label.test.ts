import { describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import { sizeLabel } from './size-label';

describe('sizeLabel', () => {
  it('translates every spelling of one size and leaves real sizes alone', async () => {
    await i18n.loadLanguages('en');
    const t = i18n.getFixedT('ru');
    expect(sizeLabel('ONE SIZE', t)).toBe('Один размер');
    expect(sizeLabel('one-size', t)).toBe('Один размер');
    expect(sizeLabel('OS', t)).toBe('Один размер');
    expect(sizeLabel('one:ONE SIZE', t)).toBe('Один размер');
    expect(sizeLabel('shoes:40', t)).toBe('40');
    expect(sizeLabel('M', t)).toBe('M');
    expect(sizeLabel('ONE SIZE', i18n.getFixedT('en'))).toBe('One size');
  });

  it('writes a perfume’s volume with the unit of the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(sizeLabel('50 мл', i18n.getFixedT('en'))).toBe('50 ml');
    await i18n.changeLanguage('ru');
    expect(sizeLabel('50ml', i18n.getFixedT('ru'))).toBe('50 мл');
  });
});
