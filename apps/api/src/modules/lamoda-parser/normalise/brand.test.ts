import { describe, expect, it } from 'vitest';
import { cleanBrand } from './brand';

describe('cleanBrand', () => {
  it.each([
    ['  adidas   Originals ', 'adidas Originals'],
    ['adidas Originals', 'adidas Originals'],
    ["Levi's®", "Levi's"],
    ['Levi’s', "Levi's"],
    ['LEVIS', "Levi's"],
    ["O'stin", "O'stin"],
    ['O`STIN', "O'stin"],
    ['Mango.', 'Mango'],
    ['«Zarina»', 'Zarina'],
    ['DKNY', 'DKNY'],
    ['MANGO', 'MANGO'],
    ['EA7', 'EA7'],
    ['LC WAIKIKI', 'LC Waikiki'],
    ['TOMMY HILFIGER', 'Tommy Hilfiger'],
    ['VERY LONG NAME OF BRAND', 'Very Long Name of Brand'],
    ['ЭКОНИКА', 'ЭКОНИКА'],
    ['ЛЮБИМАЯ ОБУВЬ', 'Любимая Обувь'],
    ['Tommy\u00a0Hilfiger', 'Tommy Hilfiger'],
    ['Dr. Martens', 'Dr. Martens'],
    ['Nike', 'Nike'],
    ['Calvin Klein Jeans', 'Calvin Klein Jeans'],
  ])('%s → %s', (raw, expected) => {
    expect(cleanBrand(raw)).toBe(expected);
  });

  it('gives an empty brand for nothing', () => {
    expect(cleanBrand(null)).toBe('');
    expect(cleanBrand('   ')).toBe('');
    expect(cleanBrand('...')).toBe('');
  });
});
