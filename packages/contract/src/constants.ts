/** The shop's business constants (page sizes, limits, delays), shared by the API and the web. */

export const PAGE_SIZE = 20;
export const MAX_PAGE_LIMIT = 100;
/** A list's order on the server: ascending or descending by its sort column. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const TRENDING_LIMIT = 8;
export const SEARCH_MIN_CHARS = 2;
/** The longest catalogue search: a longer text (a pasted paragraph) is searched by its first words. */
export const SEARCH_MAX_CHARS = 200;
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_LIMIT = 30;
export const CAROUSEL_LIMIT = 50;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes long inputs fine, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding a bigger picture would take seconds and hundreds of megabytes. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

/** POST /api/cart/merge takes at most this many guest cart lines. */
export const CART_MERGE_MAX_LINES = 200;

export const CATEGORIES = ['top', 'bottom', 'footwear', 'accessory', 'fragrance'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Interface languages (decision 030): Russian by default, English as the fallback. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Who an item is for (decision 029). Unisex items show under women and under men as well. */
export const GENDERS = ['women', 'men', 'unisex', 'kids'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Whether the shop sells an item: a draft is not shown yet, an archived item no longer sold (past
 * orders, outfits and favourites still show it). Only active items are in the shop.
 */
export const ITEM_STATUSES = ['draft', 'active', 'archived'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  cart: 'cart',
  /** The interface language chosen in this browser (decision 030). */
  language: 'language',
} as const;

export const MANNEQUIN_IMAGES = ['/maneken.jpg', '/maneken.png'] as const;
export const PARTNER_STRIP_LOOP_SECONDS = 20;

/** The store's styles: the catalogue, the import tool and the outfit builder share this list. */
export const STORE_STYLES = [
  'Повседневный',
  'Спортивный',
  'Классический',
  'Деловой',
  'Вечерний',
  'Минимализм',
  'Уличный',
] as const;
export type StoreStyle = (typeof STORE_STYLES)[number];
