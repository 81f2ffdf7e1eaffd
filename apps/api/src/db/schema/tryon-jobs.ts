import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category, FigureReason, TryonRendering } from '@shop/contract';
import { users } from './users';

/**
 * One virtual try-on: the shopper's photo (a storage key of their own upload), the items, and its
 * progress and outcome. The result is a private upload of the shopper's.
 */
export const tryonJobs = pgTable(
  'tryon_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who made the picture: `local` draws a sketch, the hosted ones (`remote`, `replicate`) a photo. */
    provider: text('provider', { enum: ['local', 'remote', 'replicate'] }).notNull(),
    state: text('state', { enum: ['pending', 'running', 'done', 'error'] })
      .notNull()
      .default('pending'),
    progress: smallint('progress').notNull().default(0),
    photoKey: text('photo_key').notNull(),
    /** The garments chosen: a catalogue item, or one of the shopper's own wardrobe pieces. */
    garments: jsonb('garments')
      .$type<({ slot: Category; itemId: number } | { slot: Category; wardrobeItemId: number })[]>()
      .notNull(),
    message: text('message'),
    /** What the finished picture is: a hosted photo, a sketch on the photo, or the shopper's figure. */
    rendering: text('rendering').$type<TryonRendering>(),
    /** Why the shopper's figure was drawn instead of the photo. */
    figureReason: text('figure_reason').$type<FigureReason>(),
    resultKey: text('result_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tryon_jobs_user_created_idx').on(t.userId, t.createdAt)],
);
