import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categoryEnum } from './enums';
import { outfits } from './outfits';
import { wardrobeItems } from './wardrobe';

/**
 * The owner's own wardrobe pieces in an outfit (outfits module), each in a slot. A piece deleted
 * from the wardrobe leaves its outfits with it; the outfits keep their other slots.
 */
export const outfitWardrobeItems = pgTable(
  'outfit_wardrobe_items',
  {
    outfitId: integer('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    wardrobeItemId: integer('wardrobe_item_id')
      .notNull()
      .references(() => wardrobeItems.id, { onDelete: 'cascade' }),
    slot: categoryEnum('slot').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.outfitId, t.wardrobeItemId] }),
    index('outfit_wardrobe_items_piece_idx').on(t.wardrobeItemId),
  ],
);
