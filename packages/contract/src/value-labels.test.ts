import { describe, expect, it } from 'vitest';
import { COLOR_NAMES } from './colors';
import { STORE_STYLES } from './constants';
import { colorLabel, styleLabel, volumeLabel } from './value-labels';

describe('the words of stored values in both languages', () => {
  it('has an English word for every colour and style of the store', () => {
    for (const color of COLOR_NAMES) expect(colorLabel(color, 'en')).toMatch(/^[a-z ]+$/);
    for (const style of STORE_STYLES) expect(styleLabel(style, 'en')).toMatch(/^[A-Z][a-z]+$/);
  });

  it('reads a stored value whatever its case or ё, and keeps an unknown one', () => {
    expect(colorLabel('Черный', 'en')).toBe('black');
    expect(colorLabel('чёрный', 'ru')).toBe('чёрный');
    expect(styleLabel('ВЕЧЕРНИЙ', 'en')).toBe('Evening');
    expect(colorLabel('индиго-меланж', 'en')).toBe('индиго-меланж');
  });

  it('writes a volume with the unit of the language', () => {
    expect(volumeLabel('50 мл', 'en')).toBe('50 ml');
    expect(volumeLabel('1,5 л', 'en')).toBe('1.5 l');
    expect(volumeLabel('100ml', 'ru')).toBe('100 мл');
    expect(volumeLabel('M', 'en')).toBe('M');
  });
});
