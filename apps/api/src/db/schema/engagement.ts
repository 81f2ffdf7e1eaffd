import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { itemVariants, items } from './items';
import { outfits } from './outfits';
import { users } from './users';

export const cartLines = pgTable(
  'cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => itemVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const favoriteItems = pgTable(
  'favorite_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('favorite_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('favorite_items_item_created_idx').on(t.itemId, t.createdAt),
  ],
);

export const favoriteOutfits = pgTable(
  'favorite_outfits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outfitId: integer('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.outfitId] }),
    index('favorite_outfits_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** The viewer's history: one row per user and item, moved to the top on every new view. */
export const itemViews = pgTable(
  'item_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('item_views_user_time_idx').on(t.userId, t.viewedAt.desc().nullsFirst()),
  ],
);

export const outfitViews = pgTable(
  'outfit_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outfitId: integer('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.outfitId] }),
    index('outfit_views_user_time_idx').on(t.userId, t.viewedAt.desc().nullsFirst()),
  ],
);

/**
 * Engagement events (views, cart adds) for trending and analytics: one per viewer, thing and kind
 * a day (a signed-in user, or a guest's hashed address), so reloading a page 1 500 times counts
 * once. Events older than two weeks are rolled up into `engagement_daily` and removed.
 */
export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['item_view', 'outfit_view', 'cart_add'] }).notNull(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    outfitId: integer('outfit_id').references(() => outfits.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `user:<id>`, or `guest:<hash of the address>`. */
    viewer: text('viewer').notNull().default(''),
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /**
     * The half hour of the day the event fell in: a viewer's visit. A page opened again in the
     * same visit (a reload, a step back) is not a new view; one opened in a later visit is.
     */
    visit: smallint('visit')
      .notNull()
      .default(
        sql`(extract(hour from localtimestamp) * 2 + floor(extract(minute from localtimestamp) / 30))::smallint`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('engagement_events_time_idx').on(t.createdAt),
    index('engagement_events_item_time_idx').on(t.itemId, t.createdAt),
    unique('engagement_events_once_a_visit_key')
      .on(t.kind, t.itemId, t.outfitId, t.viewer, t.day, t.visit)
      .nullsNotDistinct(),
  ],
);

/** Engagement older than the raw events' two weeks, counted per day, kind and thing. */
export const engagementDaily = pgTable(
  'engagement_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['item_view', 'outfit_view', 'cart_add'] }).notNull(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    outfitId: integer('outfit_id').references(() => outfits.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [
    unique('engagement_daily_key').on(t.day, t.kind, t.itemId, t.outfitId).nullsNotDistinct(),
  ],
);

/**
 * Trending's closed days: each item's score of a day that has ended (views 1, cart adds 2, once
 * per viewer a day), counted once (decision 108); `trendingDaysRolled` lists the days counted.
 */
export const trendingDays = pgTable(
  'trending_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.itemId] })],
);

export const trendingDaysRolled = pgTable('trending_days_rolled', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

export const itemComments = pgTable(
  'item_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    rating: smallint('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_comments_item_created_idx').on(t.itemId, t.createdAt.desc().nullsFirst()),
    index('item_comments_user_idx').on(t.userId),
    check('item_comments_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const itemCommentLikes = pgTable(
  'item_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => itemComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('item_comment_likes_user_idx').on(t.userId),
  ],
);

export const outfitComments = pgTable(
  'outfit_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outfitId: integer('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    rating: smallint('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outfit_comments_outfit_created_idx').on(t.outfitId, t.createdAt.desc().nullsFirst()),
    index('outfit_comments_user_idx').on(t.userId),
    check('outfit_comments_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const outfitCommentLikes = pgTable(
  'outfit_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => outfitComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('outfit_comment_likes_user_idx').on(t.userId),
  ],
);
