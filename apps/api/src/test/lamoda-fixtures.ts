import type { LamodaDomain } from '../modules/lamoda-parser/types';

/**
 * Lamoda pages for tests, shaped like the real sites' pages (no machine here reaches Lamoda, so the
 * parsers are built against these): listing pages with the embedded state (`window.__NUXT__` as a
 * plain object literal with unquoted keys, or Nuxt's minified `(function(a,b,…){return {…}}(…))`
 * form), server-rendered cards only, product pages (current and older string-price form) and the
 * anti-bot answers. Built from fixture products with realistic Russian data and prices per domain
 * (₸ with non-breaking spaces, ₽, «р.» with a decimal comma), struck-through prices and members'
 * (loyalty) prices that must be ignored.
 */

export type FixturePrice = {
  /** Current public price. */
  price: number;
  /** Struck-through original price, when discounted. */
  oldPrice?: number;
  /** Members' price (loyalty layer): never the public price. */
  loyalty?: number;
};

export type FixtureProduct = {
  sku: string;
  /** Listing `name`, product page `type`: «Кеды». */
  type: string;
  /** `model_name` / `model_title`: «Superstar». */
  model: string;
  brand: string;
  /** `color_family` (listing) and `colors[].title` (product page). */
  color: string;
  seoTail: string;
  gallery: string[];
  prices: Record<LamodaDomain, FixturePrice>;
  sizes: { size: string; brandSize: string | null; stock: number }[];
  description: string;
  attributes: { title: string; value: string }[];
  rating: { average: number; count: number } | null;
  seasons: string[];
};

function gallery(sku: string, imageId: number, count: number, ext = 'jpg'): string[] {
  return Array.from(
    { length: count },
    (_, i) => `/${sku[0]}/${sku[1]}/${sku}_${imageId}_${i + 1}_v1.${ext}`,
  );
}

const SHOE_SIZES = (sizes: [string, string, number][]) =>
  sizes.map(([size, brandSize, stock]) => ({ size, brandSize, stock }));

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    sku: 'RTLAEY634001',
    type: 'Кеды',
    model: 'Superstar',
    brand: 'adidas Originals',
    color: 'белый',
    seoTail: 'shoes-adidasoriginals-kedy',
    gallery: gallery('RTLAEY634001', 16788970, 4),
    prices: {
      kz: { price: 21990, oldPrice: 42990, loyalty: 20890 },
      ru: { price: 8999, oldPrice: 12999, loyalty: 8549 },
      by: { price: 259.9, oldPrice: 379.9, loyalty: 246.9 },
    },
    sizes: SHOE_SIZES([
      ['36', '3.5 UK', 4],
      ['37', '4.5 UK', 0],
      ['38', '5 UK', 7],
      ['39', '6 UK', 2],
      ['40', '6.5 UK', 0],
      ['41', '7.5 UK', 1],
    ]),
    description:
      'Легендарные кеды adidas Originals Superstar с фирменным резиновым мыском-«ракушкой». ' +
      'Верх из натуральной кожи, три полоски по бокам.',
    attributes: [
      { title: 'Материал верха', value: 'Натуральная кожа' },
      { title: 'Материал подошвы', value: 'Резина' },
      { title: 'Сезон', value: 'Мульти' },
      { title: 'Страна производства', value: 'Вьетнам' },
    ],
    rating: { average: 4.9, count: 30 },
    seasons: ['multi'],
  },
  {
    sku: 'MP002XW0F8UK',
    type: 'Джинсы',
    model: '501 Original',
    brand: "Levi's®",
    color: 'синий',
    seoTail: 'clothes-levis-dzhinsy',
    gallery: gallery('MP002XW0F8UK', 20311874, 5),
    prices: {
      kz: { price: 45990 },
      ru: { price: 9990 },
      by: { price: 289 },
    },
    sizes: [
      { size: '44', brandSize: 'W28/L32', stock: 3 },
      { size: '46', brandSize: 'W30/L32', stock: 5 },
      { size: '48', brandSize: 'W32/L32', stock: 0 },
      { size: '50', brandSize: 'W34/L32', stock: 2 },
    ],
    description:
      'Джинсы прямого кроя Levi’s® 501 Original на пуговицах. Классическая посадка, ' +
      'плотный деним.',
    attributes: [
      { title: 'Состав', value: 'Хлопок - 100%' },
      { title: 'Посадка', value: 'Средняя' },
      { title: 'Сезон', value: 'Мульти' },
      { title: 'Страна производства', value: 'Бангладеш' },
    ],
    rating: { average: 4.7, count: 112 },
    seasons: ['multi'],
  },
  {
    sku: 'MP002XW1HZ3T',
    type: 'Платье',
    model: 'Charlot',
    brand: 'Mango',
    color: 'черный',
    seoTail: 'clothes-mango-plate',
    gallery: gallery('MP002XW1HZ3T', 21840233, 4, 'webp'),
    prices: {
      kz: { price: 12490, oldPrice: 24990, loyalty: 11865 },
      ru: { price: 2999, oldPrice: 5999, loyalty: 2849 },
      by: { price: 84.9, oldPrice: 169.9, loyalty: 80.65 },
    },
    sizes: [
      { size: '40', brandSize: 'XS', stock: 1 },
      { size: '42', brandSize: 'S', stock: 6 },
      { size: '44', brandSize: 'M', stock: 0 },
      { size: '46', brandSize: 'L', stock: 3 },
    ],
    description: 'Платье-миди Mango из струящейся ткани, с V-образным вырезом и поясом.',
    attributes: [
      { title: 'Состав', value: 'Вискоза - 100%' },
      { title: 'Длина', value: 'Миди' },
      { title: 'Сезон', value: 'Лето' },
      { title: 'Страна производства', value: 'Турция' },
    ],
    rating: { average: 4.5, count: 18 },
    seasons: ['summer'],
  },
  {
    sku: 'RTLADC291301',
    type: 'Сумка',
    model: 'Sculpted Camera Bag',
    brand: 'Calvin Klein Jeans',
    color: 'черный',
    seoTail: 'bags-calvinkleinjeans-sumka',
    gallery: gallery('RTLADC291301', 19954410, 3),
    prices: {
      kz: { price: 54990 },
      ru: { price: 8390, oldPrice: 11990 },
      by: { price: 349 },
    },
    sizes: [{ size: 'OS', brandSize: null, stock: 8 }],
    description: 'Сумка через плечо Calvin Klein Jeans из экокожи, регулируемый ремень, логотип.',
    attributes: [
      { title: 'Материал', value: 'Полиуретан' },
      { title: 'Размеры (Ш×В×Г)', value: '22 × 14 × 6 см' },
      { title: 'Страна производства', value: 'Китай' },
    ],
    rating: null,
    seasons: ['multi'],
  },
  {
    sku: 'RTLAAX981201',
    type: 'Парфюмерная вода',
    model: 'La Vie Est Belle, 50 мл',
    brand: 'Lancôme',
    color: 'прозрачный',
    seoTail: 'beauty_accs-lancome-parfyumernaya-voda',
    gallery: gallery('RTLAAX981201', 15502277, 2),
    prices: {
      kz: { price: 68490 },
      ru: { price: 13490, loyalty: 12815 },
      by: { price: 399.9 },
    },
    sizes: [{ size: '50 мл', brandSize: null, stock: 12 }],
    description: 'Парфюмерная вода Lancôme La Vie Est Belle: ирис, пачули, ваниль. Объём 50 мл.',
    attributes: [
      { title: 'Объем', value: '50 мл' },
      { title: 'Группа ароматов', value: 'Цветочные, гурманские' },
      { title: 'Страна производства', value: 'Франция' },
    ],
    rating: { average: 4.8, count: 254 },
    seasons: [],
  },
  {
    sku: 'RTLACV512701',
    type: 'Кроссовки',
    model: 'Air Max 90',
    brand: 'Nike',
    color: 'серый',
    seoTail: 'shoes-nike-krossovki',
    gallery: gallery('RTLACV512701', 22008311, 5),
    prices: {
      kz: { price: 55990, oldPrice: 79990 },
      ru: { price: 11990, oldPrice: 16990 },
      by: { price: 1059, oldPrice: 1499 },
    },
    sizes: SHOE_SIZES([
      ['40', '7 US', 0],
      ['41', '8 US', 3],
      ['42', '8.5 US', 5],
      ['43', '9.5 US', 0],
      ['44', '10 US', 1],
    ]),
    description: 'Кроссовки Nike Air Max 90 с видимой воздушной подушкой Max Air в пятке.',
    attributes: [
      { title: 'Материал верха', value: 'Текстиль, натуральная кожа' },
      { title: 'Сезон', value: 'Демисезон' },
      { title: 'Страна производства', value: 'Индонезия' },
    ],
    rating: { average: 4.6, count: 77 },
    seasons: ['demi'],
  },
  {
    sku: 'MP002XM0VXYZ',
    type: 'Футболка',
    model: 'Essential',
    brand: 'Tommy Hilfiger',
    color: 'белый',
    seoTail: 'clothes-tommyhilfiger-futbolka',
    gallery: gallery('MP002XM0VXYZ', 23011457, 3),
    prices: {
      kz: { price: 17990, oldPrice: 22990, loyalty: 16990 },
      ru: { price: 3990 },
      by: { price: 119.9, oldPrice: 149.9 },
    },
    sizes: [
      { size: '46', brandSize: 'S', stock: 2 },
      { size: '48', brandSize: 'M', stock: 4 },
      { size: '50', brandSize: 'L', stock: 0 },
    ],
    description: 'Футболка Tommy Hilfiger из органического хлопка с вышитым логотипом.',
    attributes: [
      { title: 'Состав', value: 'Хлопок - 100%' },
      { title: 'Сезон', value: 'Лето' },
    ],
    rating: { average: 4.4, count: 9 },
    seasons: ['summer'],
  },
  {
    sku: 'RTLAB1234567',
    type: 'Пуховик',
    model: '1996 Retro Nuptse',
    brand: 'The North Face',
    color: 'черный',
    seoTail: 'clothes-thenorthface-puhovik',
    gallery: gallery('RTLAB1234567', 24110020, 4),
    prices: {
      kz: { price: 189990 },
      ru: { price: 42990, oldPrice: 49990 },
      by: { price: 1299 },
    },
    sizes: [
      { size: '48', brandSize: 'M', stock: 1 },
      { size: '50', brandSize: 'L', stock: 0 },
    ],
    description: 'Пуховик The North Face 1996 Retro Nuptse с наполнителем из гусиного пуха 700.',
    attributes: [
      { title: 'Утеплитель', value: 'Пух - 90%, перо - 10%' },
      { title: 'Сезон', value: 'Зима' },
    ],
    rating: { average: 5, count: 3 },
    seasons: ['winter'],
  },
  {
    sku: 'RTLAEZ777001',
    type: 'Шапка',
    model: 'Acrylic Watch Hat',
    brand: 'Carhartt WIP',
    color: 'оранжевый',
    seoTail: 'hats-carharttwip-shapka',
    gallery: gallery('RTLAEZ777001', 17230045, 2),
    prices: {
      kz: { price: 14250, oldPrice: 27990 },
      ru: { price: 2890, oldPrice: 3990, loyalty: 2745 },
      by: { price: 79.9 },
    },
    sizes: [{ size: 'OS', brandSize: null, stock: 0 }],
    description: 'Шапка бини Carhartt WIP из мягкого акрила с нашивкой.',
    attributes: [{ title: 'Состав', value: 'Акрил - 100%' }],
    rating: { average: 4.9, count: 41 },
    seasons: ['winter', 'demi'],
  },
  {
    sku: 'MP002XW0AB12',
    type: 'Ремень',
    model: 'Classic',
    brand: 'Lacoste',
    color: 'коричневый',
    seoTail: 'accs-lacoste-remen',
    gallery: gallery('MP002XW0AB12', 18800412, 2),
    prices: {
      kz: { price: 32990 },
      ru: { price: 6990 },
      by: { price: 199 },
    },
    sizes: [
      { size: '90', brandSize: '90 см', stock: 2 },
      { size: '100', brandSize: '100 см', stock: 3 },
    ],
    description: 'Кожаный ремень Lacoste с металлической пряжкой.',
    attributes: [{ title: 'Материал', value: 'Натуральная кожа' }],
    rating: null,
    seasons: ['multi'],
  },
];

/** Product pages of this SKU use the older form: prices as strings with spaces («68 490»). */
export const OLD_FORMAT_PRODUCT_SKU = 'RTLAAX981201';

const GENERATED_TYPES: [string, string, string][] = [
  ['Кеды', 'shoes', 'kedy'],
  ['Джинсы', 'clothes', 'dzhinsy'],
  ['Платье', 'clothes', 'plate'],
  ['Сумка', 'bags', 'sumka'],
  ['Парфюмерная вода', 'beauty_accs', 'parfyumernaya-voda'],
  ['Кроссовки', 'shoes', 'krossovki'],
  ['Футболка', 'clothes', 'futbolka'],
  ['Рубашка', 'clothes', 'rubashka'],
  ['Ботинки', 'shoes', 'botinki'],
  ['Рюкзак', 'bags', 'ryukzak'],
  ['Кепка', 'hats', 'kepka'],
  ['Свитер', 'clothes', 'sviter'],
];
const GENERATED_BRANDS = [
  'Nike',
  'adidas',
  'Puma',
  'Mango',
  'Zarina',
  'Befree',
  'Lacoste',
  'Tommy Hilfiger',
  'Calvin Klein',
  'Guess',
  'Columbia',
  'Reebok',
  'New Balance',
  'Vans',
  'Converse',
];
const GENERATED_COLORS = ['черный', 'белый', 'синий', 'бежевый', 'серый', 'красный', 'зеленый'];

/** SKU of the `index`-th generated product: RTLAGN + 6 digits. */
export function generatedSku(index: number): string {
  return `RTLAGN${String(index).padStart(6, '0')}`;
}

/** A deterministic product for large catalogues (bench) and multi-page scenarios. */
export function generatedProduct(index: number): FixtureProduct {
  const sku = generatedSku(index);
  const [type, category, slug] = GENERATED_TYPES[index % GENERATED_TYPES.length]!;
  const brand = GENERATED_BRANDS[(index * 7) % GENERATED_BRANDS.length]!;
  const brandSlug = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  const base = 5000 + ((index * 7919) % 95000);
  const discounted = index % 3 === 0;
  const kz = Math.floor(base / 1000) * 1000 + 990;
  const kzPrice = discounted ? Math.round((kz * 0.6) / 10) * 10 : kz;
  const ru = Math.round(kz / 5.2 / 10) * 10 - 1;
  const ruPrice = discounted ? Math.round((ru * 0.6) / 10) * 10 - 1 : ru;
  const by = Math.round((kz / 165) * 10) / 10;
  const byPrice = discounted ? Math.round(by * 0.6 * 10) / 10 : by;
  return {
    sku,
    type,
    model: `Модель ${index}`,
    brand,
    color: GENERATED_COLORS[index % GENERATED_COLORS.length]!,
    seoTail: `${category}-${brandSlug}-${slug}`,
    gallery: gallery(sku, 30000000 + index, 3),
    prices: {
      kz: discounted ? { price: kzPrice, oldPrice: kz, loyalty: kzPrice - 500 } : { price: kz },
      ru: discounted ? { price: ruPrice, oldPrice: ru } : { price: ru },
      by: discounted ? { price: byPrice, oldPrice: by } : { price: by },
    },
    sizes:
      category === 'shoes'
        ? SHOE_SIZES([
            ['39', '6 UK', index % 4],
            ['40', '6.5 UK', (index + 1) % 4],
            ['41', '7.5 UK', (index + 2) % 4],
          ])
        : [
            { size: '44', brandSize: 'S', stock: index % 5 },
            { size: '46', brandSize: 'M', stock: (index + 2) % 5 },
          ],
    description: `${type} ${brand}, модель ${index}. Описание для тестов импорта каталога.`,
    attributes: [
      { title: 'Сезон', value: 'Мульти' },
      { title: 'Страна производства', value: 'Китай' },
    ],
    rating: index % 4 === 0 ? null : { average: 4 + (index % 10) / 10, count: index % 97 },
    seasons: ['multi'],
  };
}

/** The product of a fixture or generated SKU (any case), or null. */
export function findFixtureProduct(sku: string): FixtureProduct | null {
  const upper = sku.toUpperCase();
  const fixture = FIXTURE_PRODUCTS.find((p) => p.sku === upper);
  if (fixture) return fixture;
  if (upper === BAD_IMAGES_PRODUCT.sku) return BAD_IMAGES_PRODUCT;
  const generated = /^RTLAGN(\d{6})$/.exec(upper);
  return generated ? generatedProduct(Number(generated[1])) : null;
}

// ---------------------------------------------------------------------------------------------
// Prices as page text

const NBSP = '\u00a0';

function groupDigits(integer: number, separator: string): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Price text as the cards show it: «21 990 ₸» (non-breaking spaces), «8 999 ₽» (plain spaces),
 * «259,90 р.» (.by, decimal comma).
 */
export function formatPriceText(amount: number, domain: LamodaDomain): string {
  if (domain === 'by') {
    const [integer, fraction = '00'] = amount.toFixed(2).split('.');
    return `${groupDigits(Number(integer), ' ')},${fraction} р.`;
  }
  if (domain === 'kz') return `${groupDigits(amount, NBSP)}${NBSP}₸`;
  return `${groupDigits(amount, ' ')} ₽`;
}

/** «1 999» — how older product pages give prices in the state. */
export function formatOldStatePrice(amount: number, domain: LamodaDomain): string {
  if (domain === 'by') return amount.toFixed(2).replace('.', ',');
  return groupDigits(amount, ' ');
}

function discountPercent(p: FixturePrice): number | null {
  return p.oldPrice ? Math.round((1 - p.price / p.oldPrice) * 100) : null;
}

// ---------------------------------------------------------------------------------------------
// The embedded state

export type StateForm = 'plain' | 'iife';
export type PriceForm = 'both' | 'amount' | 'layers';

/** One product of `payload.products[]` on a listing page. */
export function listingStateProduct(
  product: FixtureProduct,
  domain: LamodaDomain,
  priceForm: PriceForm = 'both',
): Record<string, unknown> {
  const p = product.prices[domain];
  const layers: Record<string, unknown>[] = [
    { price: p.oldPrice ?? p.price, discount: null, currency: currencyCode(domain) },
  ];
  if (p.oldPrice) {
    layers.push({
      price: p.price,
      discount: { type: 'onsite', percent: discountPercent(p) },
      currency: currencyCode(domain),
    });
  }
  if (p.loyalty) {
    layers.push({
      price: p.loyalty,
      discount: { type: 'loyalty', percent: 5, title: 'Цена для участников Lamoda Plus' },
      currency: currencyCode(domain),
    });
  }
  const state: Record<string, unknown> = {
    sku: product.sku,
    name: product.type,
    model_name: product.model,
    brand: { id: product.brand.length * 37, name: product.brand },
    color_family: product.color,
    seo_tail: product.seoTail,
    gallery: product.gallery,
    thumbnail: product.gallery[0] ?? null,
    sizes: product.sizes.map((s) => ({
      size: s.size,
      brand_size: s.brandSize,
      is_available: s.stock > 0,
    })),
    is_sellable: product.sizes.some((s) => s.stock > 0),
    seasons: product.seasons,
    rating: product.rating
      ? { average_rating: product.rating.average, reviews_count: product.rating.count }
      : null,
    badges: p.oldPrice ? [{ type: 'discount', text: `−${discountPercent(p)}%` }] : [],
  };
  if (priceForm !== 'layers') {
    state.price_amount = p.price;
    state.old_price_amount = p.oldPrice ?? null;
  }
  if (priceForm !== 'amount') state.prices = layers;
  return state;
}

function currencyCode(domain: LamodaDomain) {
  return { kz: 'KZT', ru: 'RUB', by: 'BYN' }[domain];
}

/** `payload.product` of a product page; `stringPrices` for the older form («1 999»). */
export function productPageState(
  product: FixtureProduct,
  domain: LamodaDomain,
  options: { stringPrices?: boolean } = {},
): Record<string, unknown> {
  const p = product.prices[domain];
  const price = (amount: number | undefined) =>
    amount === undefined
      ? null
      : options.stringPrices
        ? formatOldStatePrice(amount, domain)
        : amount;
  const prices: Record<string, unknown> = { original: { price: price(p.oldPrice ?? p.price) } };
  if (p.oldPrice) prices.onsite = { price: price(p.price), percent: discountPercent(p) };
  if (p.loyalty) prices.loyalty_base = { price: price(p.loyalty), title: 'Цена с Lamoda Plus' };
  return {
    sku: product.sku,
    title: `${product.type} ${product.model}`,
    model_title: product.model,
    brand: { title: product.brand, is_premium: false },
    type: product.type,
    seo_tail: product.seoTail,
    colors: [
      { title: product.color[0]!.toUpperCase() + product.color.slice(1), family: product.color },
    ],
    gallery: product.gallery,
    price: price(p.price),
    old_price: price(p.oldPrice),
    prices,
    is_in_stock: product.sizes.some((s) => s.stock > 0),
    is_sellable: product.sizes.some((s) => s.stock > 0),
    sizes: product.sizes.map((s) => ({
      title: s.size,
      brand_title: s.brandSize,
      stock_quantity: s.stock,
      primary_description: s.brandSize ? `${s.brandSize} (${s.size} RUS)` : s.size,
    })),
    attributes: product.attributes,
    description: product.description,
    average_rating: product.rating?.average ?? null,
    counters: { reviews: product.rating?.count ?? 0, questions: 0 },
    colored_products: [
      {
        sku: product.sku,
        gallery: product.gallery.slice(0, 1),
        colors: [{ title: product.color }],
        is_in_stock: true,
      },
    ],
  };
}

function nuxtRoot(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    layout: 'default',
    data: [{}],
    fetch: {},
    error: null,
    serverRendered: true,
    payload: { state: { payload }, routePath: '/catalogsearch/result/' },
    config: { _app: { basePath: '/', assetsPath: '/_nuxt/' }, captchaSiteKey: 'fixture-site-key' },
  };
}

const IDENTIFIER_RE = /^[A-Za-z_$][\w$]*$/;

function jsString(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003C')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A JavaScript literal with unquoted keys; `names` replaces repeated primitives by parameters. */
function toJs(value: unknown, names?: Map<unknown, string>): string {
  if (names?.has(value)) return names.get(value)!;
  if (value === null) return 'null';
  if (value === undefined) return 'void 0';
  if (value === true) return names ? '!0' : 'true';
  if (value === false) return names ? '!1' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) return `[${value.map((v) => toJs(v, names)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${IDENTIFIER_RE.test(k) ? k : jsString(k)}:${toJs(v, names)}`,
  );
  return `{${entries.join(',')}}`;
}

const RESERVED = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var', 'int']);

function paramNames(count: number): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  const names: string[] = [];
  for (let n = 0; names.length < count; n++) {
    let name = '';
    let k = n;
    do {
      name = alphabet[k % alphabet.length] + name;
      k = Math.floor(k / alphabet.length) - 1;
    } while (k >= 0);
    if (!RESERVED.has(name)) names.push(name);
  }
  return names;
}

/** Nuxt's minified payload: repeated values become parameters of an immediately-invoked function. */
function toIife(root: unknown): string {
  const counts = new Map<unknown, number>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    else if (
      value === null ||
      typeof value === 'boolean' ||
      typeof value === 'string' ||
      typeof value === 'number'
    )
      counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  walk(root);
  const repeated = [...counts.entries()]
    .filter(
      ([value, count]) => count >= 2 && !(typeof value === 'number' && value < 10 && value >= 0),
    )
    .sort((a, b) => b[1] - a[1])
    .map(([value]) => value);
  const names = paramNames(repeated.length);
  const map = new Map<unknown, string>(repeated.map((value, i) => [value, names[i]!]));
  const body = toJs(root, map);
  const args = repeated.map((value) => toJs(value)).join(',');
  return `(function(${names.join(',')}){return ${body}}(${args}))`;
}

export function nuxtScript(payload: Record<string, unknown>, form: StateForm = 'plain'): string {
  const root = nuxtRoot(payload);
  const expression = form === 'iife' ? toIife(root) : toJs(root);
  return `<script>window.__NUXT__=${expression};</script>`;
}

// ---------------------------------------------------------------------------------------------
// Pages

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Scripts of a normal page: they mention captcha and servicepipe without being a block. */
const NORMAL_PAGE_SCRIPTS = `
<script>window.__LMDA_CONFIG__={captcha:{enabled:true,url:"/captcha/check",frame:"id_captcha_frame_div"},antibot:"servicepipe"};</script>
<script>function showCaptcha(){ /* «Подтвердите, что вы не робот» */ return window.__LMDA_CONFIG__.captcha; }</script>`;

function pageShell(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="ru" data-n-head-ssr>
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/_nuxt/css/app.3f1c2a.css">
${head}
</head>
<body class="body_theme_default">
<div id="__nuxt"><div id="__layout">
<header class="d-header"><a class="d-header__logo" href="/">Lamoda</a></header>
${body}
</div></div>
${NORMAL_PAGE_SCRIPTS}
</body>
</html>`;
}

/** One server-rendered card, with the distractors the parser must ignore. */
export function renderCard(product: FixtureProduct, domain: LamodaDomain, lazy = false): string {
  const p = product.prices[domain];
  const href = `/p/${product.sku.toLowerCase()}/${product.seoTail}/`;
  const imagePath = product.gallery[0] ?? '';
  const imageUrl = `//a.lmcdn.ru/img236x341${imagePath}`;
  const image = lazy
    ? `<img class="x-product-card__pic-img" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="${imageUrl}" alt="${escapeHtml(product.brand)}">`
    : `<img class="x-product-card__pic-img _img_k3h2x_5" src="${imageUrl}" alt="${escapeHtml(product.brand)}">`;
  const prices = p.oldPrice
    ? `<span class="x-product-card-description__price-new x-product-card-description__price-WEB8507_price_bold _price_163e7_8">${formatPriceText(p.price, domain)}</span>
        <span class="x-product-card-description__price-old _priceOld_163e7_12">${formatPriceText(p.oldPrice, domain)}</span>`
    : `<span class="x-product-card-description__price-single x-product-card-description__price-WEB8507_price_no_bold _price_163e7_8">${formatPriceText(p.price, domain)}</span>`;
  const badge = p.oldPrice
    ? `<div class="x-product-card__badge _discount_1mrhe_3">−${discountPercent(p)}%</div>`
    : '';
  const rating = product.rating
    ? `<div class="x-product-card-description__rating _rating_9fj3k_1"><span class="_value_9fj3k_4">${product.rating.average}</span><span class="_count_9fj3k_7">(${product.rating.count})</span></div>`
    : '';
  const sizes = product.sizes
    .map((s) => `<span class="_size_l2m9q_2">${escapeHtml(s.size)}</span>`)
    .join('');
  return `<div class="x-product-card__card x-product-card__card_catalog" id="${product.sku}">
  <a href="${href}" class="x-product-card__pic x-product-card__pic-catalog x-product-card__link _root_aroml_2">
    ${badge}
    ${image}
  </a>
  <div class="x-product-card-description _root_1rcja_2">
    <div class="x-product-card-description__price-wrap _root_163e7_2">
        ${prices}
        ${p.loyalty ? `<span class="_loyaltyPrice_163e7_20">${formatPriceText(p.loyalty, domain)} с Lamoda Plus</span>` : ''}
    </div>
    <div class="x-product-card-description__brand-name _brandName_1rcja_6">${escapeHtml(product.brand)}</div>
    <div class="x-product-card-description__product-name _productName_1rcja_9">${escapeHtml(`${product.type} ${product.model}`)}</div>
    ${rating}
    <div class="x-product-card-sizes _sizes_l2m9q_1">${sizes}</div>
  </div>
</div>`;
}

export type ListingPageOptions = {
  domain: LamodaDomain;
  query?: string;
  page?: number;
  pages?: number;
  found?: number;
  /** Embedded state: plain object literal, IIFE, or none (HTML cards only). */
  state?: StateForm | 'none';
  /** Server-rendered cards next to the state (true on real pages). */
  cards?: boolean;
  priceForm?: PriceForm;
  lazyImages?: boolean;
};

export function renderListingPage(products: FixtureProduct[], options: ListingPageOptions): string {
  const { domain } = options;
  const page = options.page ?? 1;
  const found = options.found ?? products.length;
  const pages = options.pages ?? Math.max(1, Math.ceil(found / 60));
  const stateForm = options.state ?? 'plain';
  const cards = stateForm === 'none' ? true : (options.cards ?? true);
  const query = options.query ?? '';
  const payload = {
    products: products.map((p) => listingStateProduct(p, domain, options.priceForm)),
    pagination: { page, pages, found, per_page: 60 },
    facets: [
      {
        name: 'brands',
        title: 'Бренд',
        list_value: {
          values: [...new Set(products.map((p) => p.brand))].map((brand) => ({
            key: brand.toLowerCase().replace(/[^a-z0-9]/g, ''),
            title: brand,
            found: products.filter((p) => p.brand === brand).length,
          })),
        },
      },
      {
        name: 'colors',
        title: 'Цвет',
        list_value: {
          values: [...new Set(products.map((p) => p.color))].map((color) => ({
            key: color,
            title: color,
            found: products.filter((p) => p.color === color).length,
          })),
        },
      },
    ],
    search: { query, corrected_query: null },
  };
  const grid = cards
    ? `<div class="grid__catalog">${products.map((p, i) => renderCard(p, domain, options.lazyImages ?? i >= 8)).join('\n')}</div>`
    : '<div class="grid__catalog"></div>';
  const header = `<h1 class="d-catalog-header__title">По запросу «${escapeHtml(query)}» найдено ${found} товаров</h1>`;
  const empty =
    found === 0 ? '<div class="empty-search"><p>По вашему запросу ничего не найдено</p></div>' : '';
  const state = stateForm === 'none' ? '' : nuxtScript(payload, stateForm);
  return pageShell(
    `«${query}» — купить в интернет-магазине Lamoda`,
    `<main class="catalog">${header}${empty}${grid}</main>\n${state}`,
  );
}

export function renderProductPage(
  product: FixtureProduct,
  domain: LamodaDomain,
  options: { form?: StateForm; stringPrices?: boolean } = {},
): string {
  const state = productPageState(product, domain, { stringPrices: options.stringPrices });
  const p = product.prices[domain];
  return pageShell(
    `${product.type} ${product.brand} ${product.model} за ${formatPriceText(p.price, domain)} в интернет-магазине Lamoda`,
    `<main class="product-page">
  <h1 class="x-premium-product-title"><span class="x-premium-product-title__brand-name">${escapeHtml(product.brand)}</span>
  <span class="x-premium-product-title__model-name">${escapeHtml(product.model)}</span></h1>
  <div class="x-premium-product-prices">${formatPriceText(p.price, domain)}</div>
</main>
${nuxtScript({ product: state }, options.form ?? 'plain')}`,
  );
}

/** The anti-bot refusal for data-centre addresses (served with 403). */
export function renderRefusalPage(): string {
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Запрос отклонен</title>
<style>body{font-family:Arial,sans-serif;text-align:center;padding-top:15%}</style></head>
<body><h1>Запрос отклонен</h1>
<p>Ваш запрос был отклонён системой защиты сайта. Если вы считаете, что это ошибка, обратитесь в поддержку.</p>
<p class="request-id">ID запроса: 7c1e0a9b-3f52-4d1e-9a8e-61f0c2d4b7aa</p></body></html>`;
}

export function renderCaptchaPage(): string {
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Проверка безопасности</title></head>
<body><div class="captcha-page">
<h1>Проверка безопасности</h1>
<p>Пожалуйста, пройдите проверку, чтобы продолжить.</p>
<form method="post" action="/captcha/check"><label>Подтвердите, что вы не робот</label>
<img src="/captcha/image.png" alt="captcha"><input name="answer"><button type="submit">Отправить</button></form>
</div></body></html>`;
}

/**
 * The JavaScript challenge. With `passAfterMs`, its script sets the clearance cookie
 * (`spsc=passed`) after that delay and reloads — a browser passes it, a plain client never does.
 */
export function renderChallengePage(options: { passAfterMs?: number } = {}): string {
  const pass =
    options.passAfterMs === undefined
      ? ''
      : `<script>setTimeout(function(){document.cookie="spsc=passed; path=/";location.reload();},${options.passAfterMs});</script>`;
  return `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Lamoda</title>
<script src="/servicepipe/spjs/challenge.js" async></script></head>
<body><div id="js-challenge-loader" class="js-challenge-loader"><div class="spinner"></div>
<p>Проверяем ваш браузер…</p></div><div id="id_captcha_frame_div" style="display:none"></div>
${pass}</body></html>`;
}

export const GEO_403_BODY = JSON.stringify({
  code: 10403,
  message: 'Access from your region is restricted',
  request_id: 'b5f1d0c2e7a94a61',
});

/** A product whose gallery points at the problem images of the fixture CDN. */
export const BAD_IMAGES_PRODUCT: FixtureProduct = {
  ...FIXTURE_PRODUCTS[0]!,
  sku: 'RTLABADIMG01',
  model: 'Superstar (битые фото)',
  seoTail: 'shoes-adidasoriginals-kedy',
  gallery: [
    '/R/T/RTLABADIMG01_1_1_v1.jpg',
    '/O/V/OVERSIZED001_1_1_v1.jpg',
    '/N/O/NOTANIMAGE01_1_1_v1.jpg',
    '/M/I/MISSING00001_1_1_v1.jpg',
  ],
};
