import { describe, expect, it } from 'vitest';
import { queryWords, swapLayout, transliterate, typoAllowance, typoDistance } from './search-words';

describe('search words', () => {
  it('splits a query into words, joining apostrophes and one-letter hyphens', () => {
    expect(queryWords("Levi's  O’stin T-shirt куртка-бомбер, 42")).toEqual([
      'levis',
      'ostin',
      'tshirt',
      'куртка',
      'бомбер',
      '42',
    ]);
    expect(queryWords('a b c d e f g h i j k l m n')).toHaveLength(12);
  });

  it('transliterates both ways', () => {
    expect(transliterate('dzhinsy')).toBe('джинсы');
    expect(transliterate('krossovki')).toBe('кроссовки');
    expect(transliterate('novaya')).toBe('новая');
    expect(transliterate('shchetka')).toBe('щетка');
    expect(transliterate('адидас')).toBe('adidas');
    expect(transliterate('хилфигер')).toBe('hilfiger');
    expect(transliterate('42')).toBeNull();
  });

  it('reads a piece typed in the wrong keyboard layout', () => {
    expect(swapLayout('l;bycs')).toBe('джинсы');
    expect(swapLayout('тшлу')).toBe('nike');
    expect(swapLayout('a1')).toBeNull();
  });

  it('makes shoppers’ slips cheap and other edits dear', () => {
    expect(typoDistance('кросовки', 'кроссовки')).toBe(0.5);
    expect(typoDistance('плате', 'платье')).toBe(0.5);
    expect(typoDistance('черный', 'чёрный')).toBe(0);
    expect(typoDistance('ленаня', 'льняная')).toBe(2);
    expect(typoDistance('футбалка', 'футболка')).toBe(0.5);
    expect(typoDistance('сумка', 'кепка')).toBeGreaterThan(typoAllowance('сумка'));
    expect(typoAllowance('шов')).toBe(0);
  });
});
