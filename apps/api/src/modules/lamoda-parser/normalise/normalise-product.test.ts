import { describe, expect, it } from 'vitest';
import { MissingRateError, type RateConfig } from './prices';
import { cleanImages, cleanSizes, normaliseProduct, splitAttributes } from './normalise-product';
import { rawProduct } from './raw-product.fixture';

const kzt: RateConfig = {
  STORE_CURRENCY: 'KZT',
  RATE_KZT: undefined,
  RATE_RUB: 5.6,
  RATE_BYN: 158,
};

describe('normaliseProduct', () => {
  it('turns a product page into a store product', () => {
    const result = normaliseProduct(
      rawProduct({
        oldPrice: '19 990 ₸',
        brand: 'ADIDAS ORIGINALS',
        model: 'adidas Originals Superstar',
      }),
      { domain: 'kz', config: kzt },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.categoryConfidence).toBe('seo');
    expect(result.product).toEqual({
      sku: 'RTLAEY634001',
      name: 'Кеды Superstar',
      brand: 'adidas Originals',
      category: 'footwear',
      gender: 'unisex',
      color: 'белый',
      description: 'Классические кеды с резиновым мыском.',
      composition: null,
      attributes: [],
      style: 'Уличный',
      price: '14250.00',
      oldPrice: '19990.00',
      source: {
        price: '14250.00',
        oldPrice: '19990.00',
        currency: 'KZT',
        url: 'https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/',
        domain: 'kz',
      },
      images: [
        'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_1_v1.jpg',
        'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_2_v1.jpg',
        'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_3_v1.jpg',
      ],
      sizes: [{ size: '42', brandSize: '8', available: true, stock: 3 }],
      parseQuality: 1,
      enrichedBy: 'rules',
    });
  });

  it('converts a rouble price and keeps the source price and currency', () => {
    const result = normaliseProduct(
      rawProduct({ price: '1 999 ₽', oldPrice: '2 499 ₽', sku: 'mp002xw0abcd' }),
      { domain: 'ru', config: kzt },
    );
    expect(result.ok && result.product).toMatchObject({
      sku: 'MP002XW0ABCD',
      price: '11194.00',
      oldPrice: '13994.00',
      source: { price: '1999.00', oldPrice: '2499.00', currency: 'RUB', domain: 'ru' },
    });
  });

  it('reads a Belarusian price with a decimal comma', () => {
    const result = normaliseProduct(rawProduct({ price: '89,90 р.' }), {
      domain: 'by',
      config: { ...kzt, STORE_CURRENCY: 'BYN' },
    });
    expect(result.ok && result.product.price).toBe('89.90');
  });

  it('drops an old price that is no discount', () => {
    const result = normaliseProduct(rawProduct({ oldPrice: '14 250 ₸' }), {
      domain: 'kz',
      config: kzt,
    });
    expect(result.ok && result.product.oldPrice).toBeNull();
  });

  it('names a card by its title without repeating the brand', () => {
    const result = normaliseProduct(
      rawProduct({
        source: 'html',
        type: null,
        model: null,
        title: 'Levi’s Джинсы 501 Original',
        brand: "Levi's",
        seoTail: null,
        description: null,
        color: null,
      }),
      { domain: 'kz', config: kzt },
    );
    expect(result.ok && result.product).toMatchObject({
      name: 'Джинсы 501 Original',
      brand: "Levi's",
      category: 'bottom',
      description: null,
      color: null,
    });
    expect(result.ok && result.categoryConfidence).toBe('keywords');
  });

  it('rejects a product without a usable price', () => {
    for (const price of [null, '', '−49%', '4.9']) {
      const result = normaliseProduct(rawProduct({ price }), { domain: 'kz', config: kzt });
      expect(result).toMatchObject({ ok: false, sku: 'RTLAEY634001' });
      expect(!result.ok && result.reason).toEqual({ code: 'no_price', price: String(price ?? '') });
    }
  });

  it('rejects a product without a SKU', () => {
    for (const sku of ['', '  ', 'bad sku!']) {
      const result = normaliseProduct(rawProduct({ sku }), { domain: 'kz', config: kzt });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toEqual({ code: 'no_sku' });
    }
  });

  it('throws MissingRateError for the task when the rate is not set', () => {
    expect(() =>
      normaliseProduct(rawProduct({ price: '1 999 ₽' }), {
        domain: 'ru',
        config: { ...kzt, RATE_RUB: undefined },
      }),
    ).toThrow(MissingRateError);
  });

  it('cleans an HTML description', () => {
    const result = normaliseProduct(
      rawProduct({ description: '<p>Мягкий&nbsp;хлопок.<br>Свободный крой.</p>' }),
      { domain: 'kz', config: kzt },
    );
    expect(result.ok && result.product.description).toBe('Мягкий хлопок.\nСвободный крой.');
  });
});

describe('cleanSizes', () => {
  it('takes stock from the page, else 1 for available and 0 for not', () => {
    expect(
      cleanSizes([
        { size: 'S', brandSize: null, available: true, stock: 5 },
        { size: 'M', brandSize: null, available: true, stock: null },
        { size: 'L', brandSize: null, available: false, stock: null },
        { size: 'XL', brandSize: null, available: false, stock: 4 },
        { size: 'XS', brandSize: null, available: true, stock: 0 },
        { size: '', brandSize: '44', available: true, stock: null },
        { size: 'S', brandSize: null, available: false, stock: 0 },
      ]),
    ).toEqual([
      { size: 'S', brandSize: null, available: true, stock: 5 },
      { size: 'M', brandSize: null, available: true, stock: 1 },
      { size: 'L', brandSize: null, available: false, stock: 0 },
      { size: 'XL', brandSize: null, available: false, stock: 0 },
      { size: 'XS', brandSize: null, available: false, stock: 0 },
      // A size known only by the brand's label is the shop's size: no second label.
      { size: '44', brandSize: null, available: true, stock: 1 },
    ]);
  });

  it('keeps the brand’s label of a size when it differs from the size', () => {
    expect(
      cleanSizes([
        { size: '46', brandSize: ' M ', available: true, stock: 2 },
        { size: '38', brandSize: '5\u00a0UK', available: true, stock: 1 },
        { size: '40', brandSize: '40', available: true, stock: 1 },
      ]),
    ).toEqual([
      { size: '46', brandSize: 'M', available: true, stock: 2 },
      { size: '38', brandSize: '5 UK', available: true, stock: 1 },
      { size: '40', brandSize: null, available: true, stock: 1 },
    ]);
  });
});

describe('splitAttributes', () => {
  it('takes «Состав» out as the composition and keeps the other attributes, cleaned', () => {
    expect(
      splitAttributes([
        { title: 'Состав', value: 'Хлопок - 95%,  Эластан - 5%' },
        { title: 'Сезон', value: 'Мульти' },
        { title: ' ', value: 'без названия' },
        { title: 'Страна производства', value: '' },
        { title: 'сезон', value: 'Лето' },
        { title: 'Составитель', value: 'не состав' },
      ]),
    ).toEqual({
      composition: 'Хлопок - 95%, Эластан - 5%',
      attributes: [
        { title: 'Сезон', value: 'Мульти' },
        { title: 'Составитель', value: 'не состав' },
      ],
    });
    expect(splitAttributes([])).toEqual({ composition: null, attributes: [] });
  });
});

describe('cleanImages', () => {
  it('keeps allow-listed https images once each, best size first', () => {
    expect(
      cleanImages([
        'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_1_v1.jpg',
        'https://a.lmcdn.ru/product/R/T/RTLAEY634001_1_v1.jpg',
        'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_1_v1_2x.jpg',
        '//a.lmcdn.ru/img236x341/R/T/RTLAEY634001_2_v1.jpg',
        'http://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_3_v1.jpg',
        'https://evil.example/img.jpg',
        'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_2_v1.jpg',
        'not a url',
      ]),
    ).toEqual([
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_1_v1.jpg',
      'https://a.lmcdn.ru/img236x341/R/T/RTLAEY634001_2_v1.jpg',
    ]);
  });
});
