import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categoryEnum, genderEnum } from './enums';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    category: categoryEnum('category').notNull().default('top'),
    /** Who the item is for; an item nobody said is for women or men is unisex (decision 029). */
    gender: genderEnum('gender').notNull().default('unisex'),
    description: text('description'),
    color: text('color'),
    size: text('size'),
    style: text('style'),
    collection: text('collection'),
    /** Store currency, exact decimal. Null when the item is priced only through its variants. */
    price: numeric('price', { precision: 12, scale: 2 }),
    /** Storage key of the main picture; the full gallery lives in item_images. */
    imageKey: text('image_key'),
    /**
     * Derived, kept by triggers (migration 0003) whatever writes the rows: the lowest variant
     * price (else the item price), whether any variant has stock, rating and favourites counts.
     */
    minPrice: numeric('min_price', { precision: 12, scale: 2 }),
    inStock: boolean('in_stock').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    article: text('article'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where an imported item came from, with its price in the source currency. */
    source: text('source').notNull().default('manual'),
    sourceUrl: text('source_url'),
    sourceSku: text('source_sku'),
    sourcePrice: numeric('source_price', { precision: 12, scale: 2 }),
    sourceCurrency: text('source_currency'),
    /** The site an imported item came from (`lamoda.kz`): a re-import from another leaves it. */
    sourceDomain: text('source_domain'),
    /**
     * The crossed-out price a shopper sees beside the price; it counts only above the price.
     */
    compareAtPrice: numeric('compare_at_price', { precision: 12, scale: 2 }),
    /** What the item is made of («Хлопок - 100%»): Lamoda's «Состав», or the owner's words. */
    composition: text('composition'),
    /**
     * The source's other facts about the item (season, country, fit …) as title/value pairs, in
     * the source's order; an import rewrites them, nobody edits them.
     */
    attributes: jsonb('attributes')
      .$type<{ title: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The fields a person changed by hand: they are theirs, and an import leaves them alone.
     */
    editedFields: text('edited_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether the shop sells the item: a draft is not shown yet, an archived item no longer sold
     * (past orders, outfits and favourites still show it); only active items are in the shop
     * (decision 065).
     */
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('active'),
    /**
     * Derived like min_price: the item's colour and its variants' colours (colour filter, search).
     */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Search documents (decision 023), each a superset of the one before: the name; the card
     * (name, brand and its spellings, category, gender, colours, style, collection); everything
     * (the card and the description). A search ranks name matches first, then card matches, then
     * the rest, each from its own index so that PostgreSQL's estimates hold for each.
     */
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, coalesce(name, ''))`,
    ),
    cardVector: tsvector('card_vector').generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, search_card_text(name, brand, category, gender, color, colors, style, collection))`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, search_card_text(name, brand, category, gender, color, colors, style, collection) || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    index('items_name_search_idx').using('gin', t.nameVector),
    index('items_card_search_idx').using('gin', t.cardVector),
    index('items_search_idx').using('gin', t.searchVector),
    index('items_colors_idx').using('gin', t.colors),
    index('items_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The shop's first page (active items, newest first) walks an index of the sold items alone,
    // whatever share of drafts and archived items the catalogue holds (decision 065).
    index('items_active_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    // The admin list filtered by a status, newest first.
    index('items_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_gender_created_idx').on(
      t.gender,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_brand_idx').on(t.brand),
    index('items_min_price_idx').on(t.minPrice, t.id),
    index('items_min_price_desc_idx').on(t.minPrice.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('items_popular_idx').on(t.favoritesCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('items_rating_idx').on(
      t.ratingAvg.desc().nullsLast(),
      t.ratingCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A category's page in each sort order walks its own index instead of filtering the whole
    // catalogue's (decision 023).
    index('items_category_price_idx').on(t.category, t.minPrice, t.id),
    index('items_category_price_desc_idx').on(
      t.category,
      t.minPrice.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('items_category_popular_idx').on(
      t.category,
      t.favoritesCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_category_rating_idx').on(
      t.category,
      t.ratingAvg.desc().nullsLast(),
      t.ratingCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_owner_idx').on(t.ownerId),
    index('items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // A search for an item's whole name puts that item first (decision 023).
    index('items_name_lower_idx').on(sql`lower(${t.name})`),
    index('items_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    uniqueIndex('items_source_sku_key').on(t.source, t.sourceSku),
    check('items_price_positive', sql`${t.price} is null or ${t.price} > 0`),
    check(
      'items_compare_at_price_positive',
      sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > 0`,
    ),
    check('items_status_known', sql`${t.status} in ('draft', 'active', 'archived')`),
  ],
);

export const itemImages = pgTable(
  'item_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Storage key of the picture (the media module turns it into an address). */
    imageKey: text('image_key').notNull(),
    /** The picture's address at its origin (imports): a re-import skips pictures it already has. */
    sourceUrl: text('source_url'),
    /**
     * The colour the picture shows (a variant colour of the item); null when it shows the item in
     * every colour (decision 028). The gallery and the cart line follow the chosen colour.
     */
    color: text('color'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_images_item_idx').on(t.itemId, t.position)],
);

export const itemVariants = pgTable(
  'item_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    size: text('size'),
    /** The brand's own label of the size («M», «W30/L32», «6 UK») when it differs from `size`. */
    brandSize: text('brand_size'),
    color: text('color'),
    price: numeric('price', { precision: 12, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_variants_item_idx').on(t.itemId),
    check('item_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('item_variants_price_positive', sql`${t.price} is null or ${t.price} > 0`),
  ],
);

/**
 * Every word (2+ letters, not only digits) of everything a search reads — names, brands,
 * descriptions, categories, genders, colours, styles, collections — with its stem (lexeme), kept
 * by triggers (decision 023). A query word whose stem is here is never corrected; one whose stem
 * is not is corrected to its closest word here ('кросовки' → 'кроссовки').
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey(), lexeme: text('lexeme').notNull() },
  (t) => [
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_lexeme_idx').on(t.lexeme),
    index('search_terms_head_idx').on(sql`left(${t.term}, 1)`, sql`length(${t.term})`),
  ],
);
