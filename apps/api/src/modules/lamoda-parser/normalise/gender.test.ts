import { describe, expect, it } from 'vitest';
import { genderOf } from './gender';
import { normaliseProduct } from './normalise-product';
import type { RateConfig } from './prices';
import { rawProduct } from './raw-product.fixture';

const rates: RateConfig = {
  STORE_CURRENCY: 'KZT',
  RATE_KZT: undefined,
  RATE_RUB: 5,
  RATE_BYN: 160,
};

describe('genderOf (decision 029)', () => {
  it('takes Lamoda’s own section when the search was made in one', () => {
    expect(genderOf(rawProduct(), 'women')).toBe('women');
    expect(genderOf(rawProduct({ type: 'Кроссовки мужские' }), 'women')).toBe('women');
    // …but a kids’ product found in a grown-ups’ section is still for kids.
    expect(genderOf(rawProduct({ type: 'Кеды для девочек' }), 'women')).toBe('kids');
  });

  it('reads the words of the product without a section', () => {
    expect(genderOf(rawProduct({ type: 'Кроссовки мужские' }))).toBe('men');
    expect(genderOf(rawProduct({ type: 'Ботинки', model: 'женские зимние' }))).toBe('women');
    expect(genderOf(rawProduct({ type: 'Футболка', model: 'Unisex Logo Tee' }))).toBe('unisex');
    expect(genderOf(rawProduct({ type: 'Куртка детская' }))).toBe('kids');
    expect(
      genderOf(rawProduct({ type: 'Куртка', attributes: [{ title: 'Пол', value: 'Мужской' }] })),
    ).toBe('men');
    expect(genderOf(rawProduct({ type: 'Платье', model: 'миди' }))).toBe('women');
    expect(genderOf(rawProduct({ type: 'Юбка' }))).toBe('women');
  });

  it('calls a product nothing identifies unisex, and one that says both too', () => {
    expect(genderOf(rawProduct())).toBe('unisex');
    expect(genderOf(rawProduct({ type: 'Носки', model: 'мужские и женские' }))).toBe('unisex');
  });

  it('is part of the normalised product', () => {
    const result = normaliseProduct(rawProduct({ type: 'Кеды мужские' }), {
      domain: 'kz',
      config: rates,
    });
    expect(result.ok && result.product.gender).toBe('men');
    const inSection = normaliseProduct(rawProduct(), {
      domain: 'kz',
      config: rates,
      genderSection: 'women',
    });
    expect(inSection.ok && inSection.product.gender).toBe('women');
  });
});
