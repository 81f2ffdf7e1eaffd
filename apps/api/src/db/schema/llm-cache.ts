import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the LLM suggested for one product (description, style, category), kept per SKU and model
 * so a re-import of the same product costs no call. `result` is validated again when read.
 */
export const llmCache = pgTable(
  'llm_cache',
  {
    sku: text('sku').notNull(),
    model: text('model').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sku, t.model] })],
);
