/**
 * A built-in Lamoda listing page (lamoda.kz, prices in ₸) in the real structure: embedded state
 * plus server-rendered cards. The system test of the import runs the whole chain on it without
 * the network.
 */

const gallery = (sku: string, id: number, count: number) =>
  Array.from({ length: count }, (_, i) => `/${sku[0]}/${sku[1]}/${sku}_${id}_${i + 1}_v1.jpg`);

const SAMPLE_PRODUCTS = [
  {
    sku: 'RTLAEY634001',
    name: 'Кеды',
    model_name: 'Superstar',
    brand: { id: 2417, name: 'adidas Originals' },
    color_family: 'белый',
    seo_tail: 'shoes-adidasoriginals-kedy',
    gallery: gallery('RTLAEY634001', 16788970, 3),
    thumbnail: gallery('RTLAEY634001', 16788970, 1)[0],
    price_amount: 21990,
    old_price_amount: 42990,
    prices: [
      { price: 42990, discount: null },
      { price: 21990, discount: { type: 'onsite', percent: 49 } },
      { price: 20890, discount: { type: 'loyalty', percent: 5 } },
    ],
    sizes: [
      { size: '37', brand_size: '4.5 UK', is_available: true },
      { size: '38', brand_size: '5 UK', is_available: true },
      { size: '39', brand_size: '6 UK', is_available: false },
    ],
    is_sellable: true,
    seasons: ['multi'],
    rating: { average_rating: 4.9, reviews_count: 30 },
  },
  {
    sku: 'MP002XW1HZ3T',
    name: 'Платье',
    model_name: 'Charlot',
    brand: { id: 1520, name: 'Mango' },
    color_family: 'черный',
    seo_tail: 'clothes-mango-plate',
    gallery: gallery('MP002XW1HZ3T', 21840233, 3),
    thumbnail: gallery('MP002XW1HZ3T', 21840233, 1)[0],
    price_amount: 12490,
    old_price_amount: 24990,
    prices: [
      { price: 24990, discount: null },
      { price: 12490, discount: { type: 'onsite', percent: 50 } },
    ],
    sizes: [
      { size: '42', brand_size: 'S', is_available: true },
      { size: '44', brand_size: 'M', is_available: true },
    ],
    is_sellable: true,
    seasons: ['summer'],
    rating: { average_rating: 4.5, reviews_count: 18 },
  },
  {
    sku: 'RTLADC291301',
    name: 'Сумка',
    model_name: 'Sculpted Camera Bag',
    brand: { id: 3311, name: 'Calvin Klein Jeans' },
    color_family: 'черный',
    seo_tail: 'bags-calvinkleinjeans-sumka',
    gallery: gallery('RTLADC291301', 19954410, 2),
    thumbnail: gallery('RTLADC291301', 19954410, 1)[0],
    price_amount: 54990,
    old_price_amount: null,
    prices: [{ price: 54990, discount: null }],
    sizes: [{ size: 'OS', brand_size: null, is_available: true }],
    is_sellable: true,
    seasons: ['multi'],
    rating: null,
  },
];

const SAMPLE_STATE = {
  layout: 'default',
  data: [{}],
  error: null,
  serverRendered: true,
  payload: {
    state: {
      payload: {
        products: SAMPLE_PRODUCTS,
        pagination: { page: 1, pages: 1, found: SAMPLE_PRODUCTS.length, per_page: 60 },
        facets: [],
        search: { query: 'пример' },
      },
    },
  },
};

const NBSP = '\u00a0';
const tenge = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)}${NBSP}₸`;

const cards = SAMPLE_PRODUCTS.map((p) => {
  const prices = p.old_price_amount
    ? `<span class="x-product-card-description__price-new">${tenge(p.price_amount)}</span>` +
      `<span class="x-product-card-description__price-old">${tenge(p.old_price_amount)}</span>`
    : `<span class="x-product-card-description__price-single">${tenge(p.price_amount)}</span>`;
  return `<div class="x-product-card__card" id="${p.sku}">
<a class="x-product-card__pic" href="/p/${p.sku.toLowerCase()}/${p.seo_tail}/"><img class="x-product-card__pic-img" src="//a.lmcdn.ru/img236x341${p.thumbnail}" alt=""></a>
<div class="x-product-card-description"><div class="x-product-card-description__price-wrap">${prices}</div>
<div class="x-product-card-description__brand-name">${p.brand.name}</div>
<div class="x-product-card-description__product-name">${p.name} ${p.model_name}</div></div></div>`;
}).join('\n');

export const SAMPLE_LISTING_HTML = `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>«пример» — купить в интернет-магазине Lamoda</title></head>
<body><div id="__nuxt"><div id="__layout"><main class="catalog">
<div class="grid__catalog">
${cards}
</div></main></div></div>
<script>window.__NUXT__=${JSON.stringify(SAMPLE_STATE).replace(/</g, '\\u003C')};</script>
</body></html>`;
