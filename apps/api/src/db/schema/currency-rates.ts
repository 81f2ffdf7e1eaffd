import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Store currency units per unit of a source currency, set by an admin (RATE_* are the defaults). */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
