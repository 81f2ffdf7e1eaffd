import type { Category, Gender } from '@shop/contract';

/**
 * The shapes that flow through an import: the scraper reads RawProducts from Lamoda's pages, the
 * processing step turns them into NormalisedProducts, and the importer writes those into the
 * catalogue. Each step is a module of its own; these types are the seams between them.
 */

export const LAMODA_DOMAINS = ['kz', 'ru', 'by'] as const;
export type LamodaDomain = (typeof LAMODA_DOMAINS)[number];
export type SourceCurrency = 'KZT' | 'RUB' | 'BYN';

/** How a product's data was obtained: the embedded state is the richest, HTML cards the poorest. */
export type RawSource = 'state' | 'html' | 'product-page';

/** One product as read from Lamoda, before any interpretation. Prices are kept as found. */
export type RawProduct = {
  sku: string;
  /** Product type as Lamoda names it, e.g. «Кеды» (listing `name`, product page `type`). */
  type: string | null;
  /** Model name, e.g. «Superstar» (listing `model_name`, product page `model_title`). */
  model: string | null;
  /** Display title when the page gives one whole (HTML cards). */
  title: string | null;
  brand: string | null;
  /** Colour as Lamoda words it (`color_family`, `colors[].title`). */
  color: string | null;
  /** `/p/{sku}/{seo_tail}/` tail; its first word is a coarse category (clothes, shoes, accs…). */
  seoTail: string | null;
  url: string | null;
  /** Image URLs, absolute (https://a.lmcdn.ru/...), best size first. */
  images: string[];
  /** Current public price (never the loyalty members' price) as number or page text («14 250 ₸»). */
  price: number | string | null;
  oldPrice: number | string | null;
  sizes: { size: string; brandSize: string | null; available: boolean; stock: number | null }[];
  isSellable: boolean | null;
  description: string | null;
  attributes: { title: string; value: string }[];
  rating: { average: number | null; count: number | null } | null;
  source: RawSource;
};

export type NormalisedProduct = {
  sku: string;
  name: string;
  brand: string;
  category: Category;
  /** Lamoda's own split when the search was in one section, else read from the words. */
  gender: Gender;
  color: string | null;
  description: string | null;
  /** «Состав» as the product page words it («Хлопок - 100%»), else null. */
  composition: string | null;
  /** The page's other attributes (season, country …), cleaned, without «Состав». */
  attributes: { title: string; value: string }[];
  style: string | null;
  /** In the store currency, exact decimal strings ('12990.00'). */
  price: string;
  oldPrice: string | null;
  source: {
    price: string;
    oldPrice: string | null;
    currency: SourceCurrency;
    url: string | null;
    domain: LamodaDomain;
  };
  images: string[];
  /** `brandSize`: the brand's label («M», «6 UK») when it differs from the shop's `size`. */
  sizes: { size: string; brandSize: string | null; available: boolean; stock: number }[];
  /** 0..1: how the data was obtained and how complete it is. */
  parseQuality: number;
  /** What produced description/style/category: the rules, or the LLM on top of them. */
  enrichedBy: 'rules' | 'llm';
};

/** Why Lamoda refused us, each with a Russian message that says what to configure. */
export type BlockKind = 'refusal' | 'js-challenge' | 'captcha' | 'geo' | 'redirect-loop';

export class LamodaBlockedError extends Error {
  override name = 'LamodaBlockedError';
  constructor(
    readonly kind: BlockKind,
    /** Russian, for the admin: what happened and what to configure (proxy, browser mode). */
    readonly messageRu: string,
  ) {
    super(messageRu);
  }
}

export type ScrapeProgress = { page: number; pages: number; found: number; collected: number };
