import { z } from 'zod';
import { rowIdParamSchema } from './ids';
import {
  CATEGORIES,
  GENDERS,
  ITEM_STATUSES,
  MAX_PAGE_LIMIT,
  PAGE_SIZE,
  SEARCH_MAX_CHARS,
} from './constants';
import { SIZE_GROUPS } from './sizes';
import { singleLineText } from './text';

export const categorySchema = z.enum(CATEGORIES);
export const genderSchema = z.enum(GENDERS);
export const itemStatusSchema = z.enum(ITEM_STATUSES);

export const CATEGORY_LABELS_RU = {
  top: 'Верх',
  bottom: 'Низ',
  footwear: 'Обувь',
  accessory: 'Аксессуары',
  fragrance: 'Ароматы',
} as const satisfies Record<(typeof CATEGORIES)[number], string>;

/** Money on the wire: a number in the store currency with at most 2 decimals (exact in storage). */
const money = z.number().nonnegative();

export const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  size: z.string().nullable(),
  /**
   * The brand's own label of the size («M», «W30/L32») when it differs from `size`, the shop's
   * size that filters and carts use; the item page shows it beside the size (decision 079).
   */
  brand_size: z.string().nullable(),
  color: z.string().nullable(),
  price: money.nullable(),
  stock: z.number().int().nonnegative(),
});
export type Variant = z.infer<typeof variantSchema>;

export const itemImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  /**
   * The variant colour the picture shows; null when it shows the item in every colour. The item
   * page's gallery and the cart line follow the chosen colour (decision 028).
   */
  color: z.string().nullable(),
});
export type ItemImage = z.infer<typeof itemImageSchema>;

/** An item as listed in the catalogue, trending, similar, favourites and history. */
export const itemSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: categorySchema,
  /** Always the same as `category`: the older name of the field, kept for clients that read it. */
  clothing_type: categorySchema,
  /** Who the item is for: women, men, unisex or kids (decision 029). */
  gender: genderSchema,
  /**
   * The shop lists active items only; an archived one still shows in past orders, outfits and
   * favourites (as no longer sold), and a draft only to moderators and admins.
   */
  status: itemStatusSchema,
  price: money.nullable(),
  /** The lowest variant price, else the item price: what a card shows as "от". */
  min_price: money.nullable(),
  /**
   * The crossed-out old price beside the price; null unless it is above what the card shows
   * (the lowest price), so a shopper never sees a «discount» that is not one.
   */
  compare_at_price: money.nullable(),
  image_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  color: z.string().nullable(),
  size: z.string().nullable(),
  style: z.string().nullable(),
  collection: z.string().nullable(),
  in_stock: z.boolean(),
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
  /** Only meaningful for a signed-in viewer; false for guests. */
  is_favorite: z.boolean(),
  created_at: z.string(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

/** A fact about an item as its source words it: «Сезон» — «Мульти». */
export const itemAttributeSchema = z.object({ title: z.string(), value: z.string() });
export type ItemAttribute = z.infer<typeof itemAttributeSchema>;

export const itemDetailSchema = itemSummarySchema.extend({
  description: z.string().nullable(),
  /** What the item is made of («Хлопок - 100%»), shown as «Состав» in the details. */
  composition: z.string().nullable(),
  /** The source's other facts (season, country …), in its order; empty for most items. */
  attributes: z.array(itemAttributeSchema),
  article: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  variants: z.array(variantSchema),
  images: z.array(itemImageSchema),
  /** The viewer may change the item in the admin (an admin any, a moderator their own). */
  can_edit: z.boolean(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const ITEM_SORTS = [
  'relevance',
  'new',
  'price_asc',
  'price_desc',
  'popular',
  'rating',
] as const;
export const itemSortSchema = z.enum(ITEM_SORTS);
export type ItemSort = z.infer<typeof itemSortSchema>;

/** Repeated query keys (`brand=a&brand=b`) or one comma-separated value both work. */
const multi = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(singleLineText().max(100)).max(50));

export const itemFiltersSchema = z.object({
  q: singleLineText().max(SEARCH_MAX_CHARS).optional(),
  category: categorySchema.optional(),
  /** women and men include unisex items; unisex and kids are only those (decision 029). */
  gender: genderSchema.optional(),
  brand: multi.optional(),
  /** Plain sizes ('40') or sizes of one system ('shoes:40', see sizes.ts). */
  size: multi.optional(),
  color: multi.optional(),
  price_min: z.coerce.number().nonnegative().optional(),
  price_max: z.coerce.number().nonnegative().optional(),
  in_stock: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  sort: itemSortSchema.optional(),
});
export type ItemFilters = z.infer<typeof itemFiltersSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(PAGE_SIZE),
});

export const itemListQuerySchema = itemFiltersSchema.extend(pageQuerySchema.shape);
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

export const itemListResponseSchema = z.array(itemSummarySchema);

/** GET /api/items/recommendations: how many by default and at most. */
export const RECOMMENDATIONS_LIMIT = 12;
export const recommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(RECOMMENDATIONS_LIMIT),
});

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

/** A size of one size system: `value` is the filter's token ('shoes:40'), `size` what it shows. */
export const sizeFacetValueSchema = facetValueSchema.extend({
  size: z.string(),
  group: z.enum(SIZE_GROUPS),
});
export type SizeFacetValue = z.infer<typeof sizeFacetValueSchema>;

/**
 * How the API read a search (decision 023): the query as it was searched, the words it corrected
 * and the words it left out because the catalogue has nothing like them.
 */
export const searchInterpretationSchema = z.object({
  query: z.string(),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  ignored: z.array(z.string()),
  /**
   * When the search found nothing: the closest words the catalogue has (what it sells instead of
   * an absent kind, the nearest spellings), each finding something (decision 049).
   */
  suggestions: z.array(z.string()).optional(),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;

/**
 * GET /api/items with `q` answers its interpretation in this header as URI-encoded JSON
 * (`searchInterpretationSchema`): the body stays the plain array of items.
 */
export const SEARCH_INTERPRETATION_HEADER = 'x-search-interpretation';

/** Counts for the filter panel, computed under the other active filters. */
export const itemFacetsSchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ value: categorySchema, count: z.number().int() })),
  /** How many items each gender choice would show (women and men count unisex items too). */
  genders: z.array(z.object({ value: genderSchema, count: z.number().int() })),
  brands: z.array(facetValueSchema),
  sizes: z.array(sizeFacetValueSchema),
  colors: z.array(facetValueSchema),
  price: z.object({ min: money.nullable(), max: money.nullable() }),
  /** The search's interpretation when `q` was given (absent from older servers). */
  search: searchInterpretationSchema.optional(),
});
export type ItemFacets = z.infer<typeof itemFacetsSchema>;

export const idParamSchema = z.object({
  id: rowIdParamSchema,
});

export const favoriteToggleResponseSchema = z.object({
  item_id: z.number().int(),
  is_favorite: z.boolean(),
});
export type FavoriteToggleResponse = z.infer<typeof favoriteToggleResponseSchema>;

export const favoriteIdsResponseSchema = z.array(z.number().int());

export const historyItemSchema = itemSummarySchema.extend({ viewed_at: z.string() });
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
