import { describe, expect, it } from 'vitest';
import {
  FIXTURE_PRODUCTS,
  OLD_FORMAT_PRODUCT_SKU,
  renderListingPage,
  renderProductPage,
} from '../../../test/lamoda-fixtures';
import { parseListingPage } from './parse-listing';
import { mergeProductPage, parseProductPage } from './parse-product';

const kedy = FIXTURE_PRODUCTS[0]!;
const perfume = FIXTURE_PRODUCTS.find((p) => p.sku === OLD_FORMAT_PRODUCT_SKU)!;

describe('parseProductPage', () => {
  it('reads payload.product: title/brand.title, sizes with stock, attributes, description', () => {
    const page = parseProductPage(renderProductPage(kedy, 'kz'), 'kz');
    expect(page).toEqual({
      sku: 'RTLAEY634001',
      type: 'Кеды',
      model: 'Superstar',
      title: 'Кеды Superstar',
      brand: 'adidas Originals',
      color: 'Белый',
      seoTail: 'shoes-adidasoriginals-kedy',
      url: 'https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/',
      images: kedy.gallery.map((g) => `https://a.lmcdn.ru/img600x866${g}`),
      price: 21990, // prices.onsite, never prices.loyalty_base (20 890)
      oldPrice: 42990,
      sizes: [
        { size: '36', brandSize: '3.5 UK', available: true, stock: 4 },
        { size: '37', brandSize: '4.5 UK', available: false, stock: 0 },
        { size: '38', brandSize: '5 UK', available: true, stock: 7 },
        { size: '39', brandSize: '6 UK', available: true, stock: 2 },
        { size: '40', brandSize: '6.5 UK', available: false, stock: 0 },
        { size: '41', brandSize: '7.5 UK', available: true, stock: 1 },
      ],
      isSellable: true,
      description: kedy.description,
      attributes: kedy.attributes,
      rating: { average: 4.9, count: 30 },
      source: 'product-page',
    });
  });

  it('reads the IIFE form the same way', () => {
    const plain = parseProductPage(renderProductPage(kedy, 'ru'), 'ru');
    const iife = parseProductPage(renderProductPage(kedy, 'ru', { form: 'iife' }), 'ru');
    expect(iife).toEqual(plain);
  });

  it('keeps the older string prices as found', () => {
    const html = renderProductPage(perfume, 'kz', { stringPrices: true });
    expect(html).toContain('"68 490"');
    const page = parseProductPage(html, 'kz')!;
    expect(page).toMatchObject({
      price: '68 490',
      oldPrice: null,
      sizes: [{ size: '50 мл', stock: 12 }],
    });
    const ru = parseProductPage(renderProductPage(perfume, 'ru', { stringPrices: true }), 'ru')!;
    expect(ru).toMatchObject({ price: '13 490', oldPrice: null }); // loyalty_base «12 815» ignored
    const by = parseProductPage(renderProductPage(kedy, 'by', { stringPrices: true }), 'by')!;
    expect(by).toMatchObject({ price: '259,90', oldPrice: '379,90' });
  });

  it('returns null for a page without product state', () => {
    expect(parseProductPage('<html><body>Страница не найдена</body></html>', 'kz')).toBeNull();
    expect(parseProductPage(renderListingPage([kedy], { domain: 'kz' }), 'kz')).toBeNull();
  });

  it('turns HTML in the description into text', () => {
    const html = renderProductPage(
      { ...kedy, description: '<p>Кеды &amp; кроссовки</p><br>Верх: кожа' },
      'kz',
    );
    expect(parseProductPage(html, 'kz')!.description).toBe('Кеды & кроссовки\n\nВерх: кожа');
  });
});

describe('mergeProductPage', () => {
  it('completes the listing product with sizes, stock, description and attributes', () => {
    const fromCards = parseListingPage(
      renderListingPage([kedy], { domain: 'kz', state: 'none' }),
      'kz',
    ).products[0]!;
    const merged = mergeProductPage(
      fromCards,
      parseProductPage(renderProductPage(kedy, 'kz'), 'kz'),
    );
    expect(merged).toMatchObject({
      sku: kedy.sku,
      type: 'Кеды',
      model: 'Superstar',
      title: 'Кеды Superstar',
      brand: 'adidas Originals',
      color: 'Белый',
      // The listing's prices stay as found.
      price: '21\u00a0990\u00a0₸',
      oldPrice: '42\u00a0990\u00a0₸',
      description: kedy.description,
      attributes: kedy.attributes,
      rating: { average: 4.9, count: 30 },
      isSellable: true,
      source: 'product-page',
    });
    expect(merged.sizes).toHaveLength(6);
    expect(merged.sizes[1]).toEqual({
      size: '37',
      brandSize: '4.5 UK',
      available: false,
      stock: 0,
    });
    // The page's full gallery replaces the single card image.
    expect(merged.images).toHaveLength(kedy.gallery.length);
  });

  it('ignores a page of another product or none', () => {
    const listing = parseListingPage(renderListingPage([kedy], { domain: 'kz' }), 'kz')
      .products[0]!;
    const other = parseProductPage(renderProductPage(FIXTURE_PRODUCTS[1]!, 'kz'), 'kz');
    expect(mergeProductPage(listing, other)).toBe(listing);
    expect(mergeProductPage(listing, null)).toBe(listing);
  });
});
