import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categoryEnum } from './enums';
import { items } from './items';
import { users } from './users';

export const outfits = pgTable(
  'outfits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    style: text('style').notNull(),
    description: text('description'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(true),
    /** Storage key of the server-drawn cover (the mannequin with the items), null until drawn. */
    coverKey: text('cover_key'),
    /** Storage key of the owner's try-on picture (private). */
    tryonKey: text('tryon_key'),
    /**
     * The item ids (sorted) the outfit held when its try-on picture was attached: the picture
     * shows those items, so a different set now means it was made for another outfit.
     */
    tryonItemIds: integer('tryon_item_ids').array(),
    /** How the try-on picture was made (a hosted photo, a sketch on the photo, the figure). */
    tryonRendering: text('tryon_rendering'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outfits_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outfits_owner_idx').on(t.ownerId),
    index('outfits_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('outfits_public_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
  ],
);

/** The items of an outfit, each in one of the five category slots. */
export const outfitItems = pgTable(
  'outfit_items',
  {
    outfitId: integer('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    slot: categoryEnum('slot').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.outfitId, t.itemId] }),
    index('outfit_items_item_idx').on(t.itemId),
  ],
);
