import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GARMENT_KIND_NAMES, WARDROBE_SOURCES } from '@shop/contract';
import { categoryEnum } from './enums';
import { itemVariants, items } from './items';
import { orderLines, orders } from './orders';
import { outfits } from './outfits';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The shopper's own wardrobe (wardrobe module): pieces bought here, catalogue items marked «Уже
 * есть у меня» and own garments added by photo. Private: only the owner ever reads a row. The
 * name, slot and price are kept on the piece, so it outlives a catalogue item that goes.
 */
export const wardrobeItems = pgTable(
  'wardrobe_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: WARDROBE_SOURCES }).notNull(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => itemVariants.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, {
      onDelete: 'set null',
    }),
    /** Storage key of an own garment's cut-out (private: served behind signed addresses). */
    imageKey: text('image_key'),
    name: text('name'),
    brand: text('brand'),
    slot: categoryEnum('slot').notNull(),
    /** What the shopper said it is; null on a catalogue piece, whose kind its item's name says. */
    kind: text('kind', { enum: GARMENT_KIND_NAMES as [string, ...string[]] }),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seasons: text('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    size: text('size'),
    price: numeric('price', { precision: 12, scale: 2 }),
    acquiredOn: date('acquired_on', { mode: 'string' }),
    /** The Idempotency-Key of the POST that added an own garment, so a retry adds it once. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('wardrobe_items_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    // A delivered line joins the wardrobe once, however often the order is delivered again.
    unique('wardrobe_items_order_line').on(t.orderLineId),
    // «Уже есть у меня» pressed twice keeps one piece.
    uniqueIndex('wardrobe_items_owner_catalog_item')
      .on(t.ownerId, t.itemId)
      .where(sql`${t.source} = 'catalog'`),
    unique('wardrobe_items_owner_idempotency_key').on(t.ownerId, t.idempotencyKey),
    index('wardrobe_items_item_idx').on(t.itemId),
  ],
);

/** The days a piece was worn: one row per piece per day (wardrobe module). */
export const wardrobeWears = pgTable(
  'wardrobe_wears',
  {
    wardrobeItemId: integer('wardrobe_item_id')
      .notNull()
      .references(() => wardrobeItems.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wornOn: date('worn_on', { mode: 'string' }).notNull(),
    /** The outfit it was worn in, when «Надето сегодня» was pressed on an outfit. */
    outfitId: integer('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wardrobeItemId, t.wornOn] }),
    index('wardrobe_wears_owner_day_idx').on(t.ownerId, t.wornOn),
  ],
);
