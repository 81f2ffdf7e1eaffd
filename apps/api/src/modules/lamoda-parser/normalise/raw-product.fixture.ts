import type { RawProduct } from '../types';

/** A complete RawProduct as read from a product page (tests override what they need). */
export function rawProduct(overrides: Partial<RawProduct> = {}): RawProduct {
  return {
    sku: 'RTLAEY634001',
    type: 'Кеды',
    model: 'Superstar',
    title: null,
    brand: 'adidas Originals',
    color: 'белый',
    seoTail: 'shoes-adidasoriginals-kedy',
    url: 'https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/',
    images: [
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_1_v1.jpg',
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_2_v1.jpg',
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_3_v1.jpg',
    ],
    price: '14 250 ₸',
    oldPrice: null,
    sizes: [{ size: '42', brandSize: '8', available: true, stock: 3 }],
    isSellable: true,
    description: 'Классические кеды с резиновым мыском.',
    attributes: [],
    rating: { average: 4.8, count: 30 },
    source: 'product-page',
    ...overrides,
  };
}
