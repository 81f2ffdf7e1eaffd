import { describe, expect, it } from 'vitest';
import { parseQuality, qualityScore } from './quality';
import { rawProduct } from './raw-product.fixture';

describe('parseQuality', () => {
  it('gives 1 to a complete product read from its page', () => {
    expect(parseQuality(rawProduct(), 'KZT')).toBe(1);
  });

  it('weighs the source', () => {
    expect(parseQuality(rawProduct({ source: 'state' }), 'KZT')).toBe(0.95);
    expect(parseQuality(rawProduct({ source: 'state', description: null }), 'KZT')).toBe(0.9);
    expect(parseQuality(rawProduct({ source: 'html' }), 'KZT')).toBe(0.85);
  });

  it('weighs completeness', () => {
    const card = rawProduct({
      source: 'html',
      type: null,
      model: null,
      title: 'Кеды Superstar',
      color: null,
      description: null,
      sizes: [],
      images: ['https://a.lmcdn.ru/img236x341/R/T/RTLAEY634001_1_v1.jpg'],
    });
    expect(parseQuality(card, 'KZT')).toBe(0.65);
    expect(parseQuality({ ...card, brand: null, price: '−49%' }, 'KZT')).toBe(0.4);
    const empty = rawProduct({
      source: 'html',
      type: null,
      model: null,
      title: null,
      brand: null,
      color: null,
      seoTail: null,
      images: [],
      price: null,
      sizes: [],
      description: null,
    });
    expect(parseQuality(empty)).toBe(0.15);
  });

  it("checks the price in the domain's currency when given", () => {
    expect(parseQuality(rawProduct({ price: '1 999 ₽' }), 'KZT')).toBe(0.85);
    expect(parseQuality(rawProduct({ price: '1 999 ₽' }))).toBe(1);
  });

  it('stays within 0..1', () => {
    for (const source of ['state', 'html', 'product-page'] as const) {
      const q = parseQuality(rawProduct({ source }));
      expect(q).toBeGreaterThanOrEqual(0);
      expect(q).toBeLessThanOrEqual(1);
    }
  });
});

describe('qualityScore', () => {
  it('is the mean, 0 when there are no products', () => {
    expect(qualityScore([])).toBe(0);
    expect(qualityScore([{ parseQuality: 1 }, { parseQuality: 0.5 }])).toBe(0.75);
    expect(qualityScore([0.9, 0.65, 0.4])).toBe(0.65);
  });
});
