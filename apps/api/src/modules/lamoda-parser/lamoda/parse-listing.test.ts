import { describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS, renderCard, renderListingPage } from '../../../test/lamoda-fixtures';
import { parseListingPage } from './parse-listing';
import { SAMPLE_LISTING_HTML } from './sample-page';
import { lamodaImageUrl, parseProductPath, productPath, publicProductUrl, searchUrl } from './urls';

const NBSP = '\u00a0';
const kedy = FIXTURE_PRODUCTS[0]!; // Кеды adidas Originals Superstar, discounted, loyalty price
const jeans = FIXTURE_PRODUCTS[1]!; // no discount
const perfume = FIXTURE_PRODUCTS[4]!; // .ru: loyalty price without a discount

describe('urls', () => {
  it('builds search and product addresses on the configured base', () => {
    expect(searchUrl('http://127.0.0.1:9/kz/', 'кеды женские', 2, { sort: 'price_asc' })).toBe(
      'http://127.0.0.1:9/kz/catalogsearch/result/?q=%D0%BA%D0%B5%D0%B4%D1%8B+%D0%B6%D0%B5%D0%BD%D1%81%D0%BA%D0%B8%D0%B5&submit=y&page=2&sort=price_asc',
    );
    expect(productPath('RTLAEY634001', 'shoes-adidasoriginals-kedy')).toBe(
      '/p/rtlaey634001/shoes-adidasoriginals-kedy/',
    );
    expect(publicProductUrl('by', 'RTLAEY634001', null)).toBe(
      'https://www.lamoda.by/p/rtlaey634001/',
    );
    expect(parseProductPath('/p/rtlaey634001/shoes-adidasoriginals-kedy/?utm=1')).toEqual({
      sku: 'RTLAEY634001',
      seoTail: 'shoes-adidasoriginals-kedy',
    });
    expect(parseProductPath('https://www.lamoda.ru/c/15/shoes-women/')).toBeNull();
  });

  it('makes image addresses on the allow-listed CDN only', () => {
    expect(lamodaImageUrl('/R/T/RTLAEY634001_16788970_1_v1.jpg')).toBe(
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_16788970_1_v1.jpg',
    );
    expect(lamodaImageUrl('R/T/RTLAEY634001_16788970_1_v1.jpg', 'product')).toBe(
      'https://a.lmcdn.ru/product/R/T/RTLAEY634001_16788970_1_v1.jpg',
    );
    expect(lamodaImageUrl('//a.lmcdn.ru/img236x341/R/T/RTLAEY634001_16788970_1_v1.jpg')).toBe(
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_16788970_1_v1.jpg',
    );
    expect(lamodaImageUrl('http://a.lmcdn.ru/R/T/X_1.webp')).toBe(
      'https://a.lmcdn.ru/img600x866/R/T/X_1.webp',
    );
    for (const bad of [
      'https://evil.example/R/T/x.jpg',
      '//a.lmcdn.ru.evil.example/R/T/x.jpg',
      'data:image/gif;base64,R0lGOD',
      'javascript:alert(1)',
      '/R/T/../../etc/passwd',
      '/../R/T/x.jpg',
      '',
    ]) {
      expect(lamodaImageUrl(bad), bad).toBeNull();
    }
  });
});

describe('parseListingPage from the embedded state', () => {
  it('reads every product with identity, prices, sizes, gallery and pagination', () => {
    const html = renderListingPage(FIXTURE_PRODUCTS, {
      domain: 'kz',
      query: 'все',
      page: 2,
      pages: 4,
      found: 213,
    });
    const listing = parseListingPage(html, 'kz');
    expect(listing.source).toBe('state');
    expect(listing.pagination).toEqual({ page: 2, pages: 4, found: 213 });
    expect(listing.products.map((p) => p.sku)).toEqual(FIXTURE_PRODUCTS.map((p) => p.sku));
    expect(listing.products[0]).toEqual({
      sku: 'RTLAEY634001',
      type: 'Кеды',
      model: 'Superstar',
      title: 'Кеды Superstar',
      brand: 'adidas Originals',
      color: 'белый',
      seoTail: 'shoes-adidasoriginals-kedy',
      url: 'https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/',
      images: kedy.gallery.map((g) => `https://a.lmcdn.ru/img600x866${g}`),
      price: 21990, // not the members' 20 890
      oldPrice: 42990,
      sizes: [
        { size: '36', brandSize: '3.5 UK', available: true, stock: null },
        { size: '37', brandSize: '4.5 UK', available: false, stock: null },
        { size: '38', brandSize: '5 UK', available: true, stock: null },
        { size: '39', brandSize: '6 UK', available: true, stock: null },
        { size: '40', brandSize: '6.5 UK', available: false, stock: null },
        { size: '41', brandSize: '7.5 UK', available: true, stock: null },
      ],
      isSellable: true,
      description: null,
      attributes: [],
      rating: { average: 4.9, count: 30 },
      source: 'state',
    });
    const bag = listing.products.find((p) => p.sku === 'RTLADC291301')!;
    expect(bag).toMatchObject({ price: 54990, oldPrice: null, rating: null });
  });

  it('reads the IIFE form exactly like the plain one', () => {
    const plain = parseListingPage(renderListingPage(FIXTURE_PRODUCTS, { domain: 'ru' }), 'ru');
    const iife = parseListingPage(
      renderListingPage(FIXTURE_PRODUCTS, { domain: 'ru', state: 'iife' }),
      'ru',
    );
    expect(iife).toEqual(plain);
    expect(plain.products[0]).toMatchObject({ price: 8999, oldPrice: 12999 });
  });

  it('takes prices from prices[] layers, skipping the loyalty layer', () => {
    const html = renderListingPage(FIXTURE_PRODUCTS, { domain: 'ru', priceForm: 'layers' });
    expect(html).not.toContain('price_amount');
    const products = parseListingPage(html, 'ru').products;
    const byId = (sku: string) => products.find((p) => p.sku === sku)!;
    expect(byId(kedy.sku)).toMatchObject({ price: 8999, oldPrice: 12999 }); // loyalty 8 549
    expect(byId(perfume.sku)).toMatchObject({ price: 13490, oldPrice: null }); // loyalty 12 815
    expect(byId(jeans.sku)).toMatchObject({ price: 9990, oldPrice: null });
  });

  it('keeps .by decimal prices as numbers', () => {
    const products = parseListingPage(renderListingPage([kedy], { domain: 'by' }), 'by').products;
    expect(products[0]).toMatchObject({
      price: 259.9,
      oldPrice: 379.9,
      url: 'https://www.lamoda.by/p/rtlaey634001/shoes-adidasoriginals-kedy/',
    });
  });

  it('reports a genuine empty result', () => {
    const listing = parseListingPage(renderListingPage([], { domain: 'kz', found: 0 }), 'kz');
    expect(listing).toEqual({
      products: [],
      pagination: { page: 1, pages: 1, found: 0 },
      source: 'state',
    });
  });

  it('reads the built-in sample page', () => {
    const listing = parseListingPage(SAMPLE_LISTING_HTML, 'kz');
    expect(listing.source).toBe('state');
    expect(listing.products.map((p) => [p.sku, p.price, p.oldPrice])).toEqual([
      ['RTLAEY634001', 21990, 42990],
      ['MP002XW1HZ3T', 12490, 24990],
      ['RTLADC291301', 54990, null],
    ]);
  });
});

describe('parseListingPage from the server-rendered cards', () => {
  it('falls back to the cards and keeps prices as page text', () => {
    const html = renderListingPage(FIXTURE_PRODUCTS, { domain: 'kz', state: 'none' });
    expect(html).not.toContain('__NUXT__');
    const listing = parseListingPage(html, 'kz');
    expect(listing.source).toBe('html');
    expect(listing.pagination).toBeNull();
    expect(listing.products).toHaveLength(FIXTURE_PRODUCTS.length);
    expect(listing.products[0]).toEqual({
      sku: 'RTLAEY634001',
      type: null,
      model: null,
      title: 'Кеды Superstar',
      brand: 'adidas Originals',
      color: null,
      seoTail: 'shoes-adidasoriginals-kedy',
      url: 'https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/',
      images: ['https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_16788970_1_v1.jpg'],
      price: `21${NBSP}990${NBSP}₸`,
      oldPrice: `42${NBSP}990${NBSP}₸`,
      sizes: [],
      isSellable: null,
      description: null,
      attributes: [],
      rating: null,
      source: 'html',
    });
    const jeansCard = listing.products.find((p) => p.sku === jeans.sku)!;
    expect(jeansCard).toMatchObject({ price: `45${NBSP}990${NBSP}₸`, oldPrice: null });
  });

  it('never takes a discount badge, a rating, a review count, sizes or the loyalty price', () => {
    const html = renderListingPage(FIXTURE_PRODUCTS, { domain: 'kz', state: 'none' });
    expect(html).toContain('−49%');
    expect(html).toContain('(30)');
    expect(html).toContain('с Lamoda Plus');
    const prices = parseListingPage(html, 'kz').products.flatMap((p) => [p.price, p.oldPrice]);
    for (const price of prices.filter((p) => p !== null)) {
      expect(String(price)).toMatch(/^\d{1,3}(?:\u00a0\d{3})*\u00a0₸$/);
    }
    expect(prices).not.toContain(`20${NBSP}890${NBSP}₸`);
  });

  it('formats ₽ with spaces and .by with a decimal comma', () => {
    const ru = parseListingPage(
      renderListingPage([kedy, jeans], { domain: 'ru', state: 'none' }),
      'ru',
    );
    expect(ru.products.map((p) => [p.price, p.oldPrice])).toEqual([
      ['8 999 ₽', '12 999 ₽'],
      ['9 990 ₽', null],
    ]);
    const nike = FIXTURE_PRODUCTS[5]!;
    const by = parseListingPage(
      renderListingPage([kedy, nike], { domain: 'by', state: 'none' }),
      'by',
    );
    expect(by.products.map((p) => [p.price, p.oldPrice])).toEqual([
      ['259,90 р.', '379,90 р.'],
      ['1 059,00 р.', '1 499,00 р.'],
    ]);
  });

  it('reads lazy, protocol-relative images from data-src', () => {
    const html = renderListingPage([kedy], { domain: 'kz', state: 'none', lazyImages: true });
    expect(html).toContain('data-src="//a.lmcdn.ru/img236x341/');
    expect(parseListingPage(html, 'kz').products[0]!.images).toEqual([
      'https://a.lmcdn.ru/img600x866/R/T/RTLAEY634001_16788970_1_v1.jpg',
    ]);
  });

  it('does not select on hashed class names', () => {
    const card = renderCard(jeans, 'kz')
      .replace(/x-product-card-description__price-single /, '')
      .replace(/class="x-product-card-description__brand-name /, 'class="');
    const product = parseListingPage(`<div class="grid__catalog">${card}</div>`, 'kz').products[0]!;
    expect(product.price).toBeNull();
    expect(product.brand).toBeNull();
    expect(product.sku).toBe(jeans.sku);
  });

  it('uses the cards when the state has no product list, and ignores foreign images', () => {
    const card = renderCard(kedy, 'ru').replace('//a.lmcdn.ru/', '//cdn.evil.example/');
    const html = `<html><body>${card}<script>window.__NUXT__={payload:{state:{payload:{seo:{title:"x"}}}}};</script></body></html>`;
    const listing = parseListingPage(html, 'ru');
    expect(listing.source).toBe('html');
    expect(listing.products[0]).toMatchObject({ sku: kedy.sku, images: [], price: '8 999 ₽' });
  });
});
