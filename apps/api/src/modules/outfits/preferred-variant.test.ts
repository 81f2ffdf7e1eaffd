import { describe, expect, it } from 'vitest';
import { usualSizesOf } from '../orders/usual-sizes';
import { preferredVariantId } from './preferred-variant';

const variants = (sizes: string[], color = 'чёрный') =>
  sizes.map((size, index) => ({ id: index + 1, size, color }));

describe('the size a shopper usually takes', () => {
  it('groups ordered sizes by category and system, most pieces first, then the latest', () => {
    const usual = usualSizesOf([
      { category: 'top', size: 'L', quantity: 1 },
      { category: 'top', size: 'M', quantity: 1 },
      { category: 'top', size: '48', quantity: 1 },
      { category: 'footwear', size: '41', quantity: 2 },
      { category: 'accessory', size: 'ONE SIZE', quantity: 1 },
      { category: 'fragrance', size: '50 мл', quantity: 1 },
    ]);
    expect(usual).toEqual([
      // A tie: L was ordered last (lines come newest first).
      { category: 'top', group: 'letter', sizes: ['L', 'M'] },
      { category: 'top', group: 'clothing', sizes: ['48'] },
      { category: 'footwear', group: 'shoes', sizes: ['41'] },
    ]);
    expect(
      usualSizesOf([
        { category: 'top', size: 'L', quantity: 1 },
        { category: 'top', size: 'M', quantity: 3 },
      ])[0]!.sizes,
    ).toEqual(['M', 'L']);
  });

  it('picks the usual size among the variants in stock, the item’s colour first', () => {
    const tee = {
      category: 'top' as const,
      color: 'белый',
      variants: [...variants(['S', 'M']), { id: 7, size: 'M', color: 'белый' }],
    };
    const usual = usualSizesOf([{ category: 'top', size: 'm', quantity: 1 }]);
    expect(preferredVariantId(tee, usual)).toBe(7);
    // Not offered in that size: the next one they take.
    const shirt = { category: 'top' as const, color: 'чёрный', variants: variants(['S', 'L']) };
    const both = usualSizesOf([
      { category: 'top', size: 'M', quantity: 2 },
      { category: 'top', size: 'L', quantity: 1 },
    ]);
    expect(preferredVariantId(shirt, both)).toBe(2);
  });

  it('lets tops and bottoms in one system inform each other, but never shoes', () => {
    const shorts = { category: 'bottom' as const, color: 'чёрный', variants: variants(['S', 'M']) };
    const boots = {
      category: 'footwear' as const,
      color: 'чёрный',
      variants: variants(['40', '41']),
    };
    const usual = usualSizesOf([{ category: 'top', size: 'M', quantity: 1 }]);
    expect(preferredVariantId(shorts, usual)).toBe(2);
    expect(preferredVariantId(boots, usual)).toBeNull();
    // Russian clothing sizes of a jacket say nothing about letter-sized shorts.
    expect(
      preferredVariantId(shorts, usualSizesOf([{ category: 'top', size: '48', quantity: 1 }])),
    ).toBeNull();
  });

  it('chooses nothing when there is nothing to choose', () => {
    const usual = usualSizesOf([{ category: 'accessory', size: 'M', quantity: 1 }]);
    expect(
      preferredVariantId({ category: 'accessory', color: null, variants: variants(['M']) }, usual),
    ).toBeNull();
  });
});
