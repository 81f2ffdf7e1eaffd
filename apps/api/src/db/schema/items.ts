import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and brand only: a match here ranks above a match in the description. */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('russian', coalesce(name, '') || ' ' || coalesce(brand, ''))`,
    ),
    /** Description words: a match here ranks below a name or brand match. */
    descriptionVector: tsvector('description_vector').generatedAlwaysAs(
      sql`to_tsvector('russian', coalesce(description, ''))`,
    ),
  },
  (t) => [
    index('items_title_search_idx').using('gin', t.titleVector),
    index('items_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
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
    index('items_owner_idx').on(t.ownerId),
    index('items_description_search_idx').using('gin', t.descriptionVector),
    index('items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('items_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    uniqueIndex('items_source_sku_key').on(t.source, t.sourceSku),
    check('items_price_positive', sql`${t.price} is null or ${t.price} > 0`),
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
 * Every word of item names and brands (kept by a trigger, migration 0006): the dictionary that
 * turns a typo ('кросовки') into a catalogue word ('кроссовки') before full-text search.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);
