import { STOCK_REASONS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { itemVariants } from './items';
import { orders } from './orders';
import { users } from './users';

/**
 * Every change of `item_variants.stock`, written in the transaction that made it (items module):
 * by how much, what was left, why, by whom and for which order. A variant's history goes with it.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => itemVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    check(
      'stock_movements_reason_known',
      sql`${t.reason} in ('sale', 'cancel', 'import', 'manual', 'return')`,
    ),
  ],
);

/** The items module's one-row settings: below how many pieces an item counts as running low. */
export const stockSettings = pgTable(
  'stock_settings',
  {
    id: integer('id').primaryKey().default(1),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_settings_single_row', sql`${t.id} = 1`),
    check('stock_settings_threshold_range', sql`${t.lowStockThreshold} between 0 and 1000000`),
  ],
);
