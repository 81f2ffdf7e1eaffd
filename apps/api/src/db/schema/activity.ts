import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Requests answered per minute, added up by every API process (each flushes its own count), so
 * the system page's figures are the shop's, not one process's.
 */
export const requestStats = pgTable('request_stats', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  requests: integer('requests').notNull().default(0),
});

/** When each signed-in user last made a request (any process). */
export const userActivity = pgTable(
  'user_activity',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_activity_seen_idx').on(t.seenAt)],
);
