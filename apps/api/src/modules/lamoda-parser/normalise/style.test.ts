import { describe, expect, it } from 'vitest';
import { isStoreStyle, styleFromRules } from './style';

describe('styleFromRules', () => {
  it.each([
    ['Платье вечернее с пайетками', 'Вечерний'],
    ['Платье коктейльное', 'Вечерний'],
    ['Пиджак однобортный', 'Деловой'],
    ['Брючный костюм', 'Деловой'],
    ['Брюки спортивные', 'Спортивный'],
    ['Кроссовки для бега', 'Спортивный'],
    ['Тайтсы', 'Спортивный'],
    ['Худи оверсайз', 'Уличный'],
    ['Кеды Superstar', 'Уличный'],
    ['Брюки карго', 'Уличный'],
    ['Пальто шерстяное', 'Классический'],
    ['Лоферы кожаные', 'Классический'],
    ['Футболка базовая', 'Минимализм'],
    ['Джинсы 501', 'Повседневный'],
    ['Футболка с принтом', 'Повседневный'],
  ])('%s → %s', (text, style) => {
    expect(styleFromRules(text)).toBe(style);
  });

  it('names no style when nothing fits', () => {
    expect(styleFromRules('Парфюмерная вода')).toBeNull();
    expect(styleFromRules('')).toBeNull();
  });

  it('knows the store styles', () => {
    expect(isStoreStyle('Уличный')).toBe(true);
    expect(isStoreStyle('Гламурный')).toBe(false);
    expect(isStoreStyle(null)).toBe(false);
  });
});
