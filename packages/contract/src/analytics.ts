import { z } from 'zod';
import { categorySchema } from './catalog';

const count = z.number().int().nonnegative();
const categoryCount = z.object({ category: categorySchema, count });
const brandCount = z.object({ brand: z.string(), count });

/** GET /api/items/moderator/analytics: a moderator sees their own items, an admin every item. */
export const itemAnalyticsSchema = z.object({
  moderator_info: z.object({ user_name: z.string(), scope: z.enum(['own', 'all']) }),
  overview: z.object({ total_items: count, items_this_week: count }),
  categories: z.array(categoryCount),
  brands: z.array(brandCount),
  price_analysis: z.object({
    min_price: z.number().nullable(),
    average_price: z.number().nullable(),
    max_price: z.number().nullable(),
    items_with_price: count,
  }),
  /** How many items fall in each price band, for the price chart. */
  price_distribution: z.array(z.object({ from: z.number(), to: z.number().nullable(), count })),
  popular_items: z.object({
    by_likes: z.array(z.object({ item_id: z.number().int(), name: z.string(), likes: count })),
  }),
  recent_activity: z.object({
    last_week_items: count,
    last_month_items: count,
    /** Items added this week against the week before, in percent (null without a week before). */
    growth_rate: z.number().nullable(),
  }),
  generated_at: z.string(),
});
export type ItemAnalytics = z.infer<typeof itemAnalyticsSchema>;

/** GET /api/system/analytics (admins). */
export const systemAnalyticsSchema = z.object({
  system_info: z.object({
    total_users: count,
    active_users: count,
    moderators: count,
    admins: count,
    new_users_month: count,
  }),
  content_stats: z.object({
    total_items: count,
    items_with_price: count,
    total_outfits: count,
    public_outfits: count,
  }),
  activity_stats: z.object({
    total_views: count,
    total_favorites: count,
    total_outfit_favorites: count,
    total_comments: count,
  }),
  /** The last 7 days, newest first. */
  daily_activity: z.array(z.object({ date: z.string(), views: count, favorites: count })),
  moderator_stats: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      is_active: z.boolean(),
      items_count: count,
    }),
  ),
  top_categories: z.array(categoryCount),
  top_brands: z.array(brandCount),
  popular_items: z.array(
    z.object({ id: z.number().int(), name: z.string(), brand: z.string(), likes: count }),
  ),
  popular_outfits: z.array(z.object({ id: z.number().int(), name: z.string(), likes: count })),
  /**
   * Orders. Revenue is the total of orders not cancelled, in the store currency, counted on the day
   * they were placed (UTC).
   */
  order_stats: z.object({
    total_orders: count,
    orders_month: count,
    revenue_month: z.number().nonnegative(),
    /** Orders waiting for an admin: new or confirmed, not yet shipped. */
    open_orders: count,
    currency: z.string(),
  }),
  /** The last 30 days, newest first, like daily_activity. */
  daily_orders: z.array(
    z.object({ date: z.string(), orders: count, revenue: z.number().nonnegative() }),
  ),
  generated_at: z.string(),
});
export type SystemAnalytics = z.infer<typeof systemAnalyticsSchema>;

export const systemHealthSchema = z.object({
  users_count: count,
  items_count: count,
  database: z.enum(['connected', 'unreachable']),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** Live figures, counted by the shop across all its API processes. */
export const systemPerformanceSchema = z.object({
  requests_per_hour: count,
  active_users_hour: count,
  database_connections: count,
  /** Resident memory of the answering process, in MB. */
  memory_usage: z.number().nonnegative(),
  generated_at: z.string(),
});
export type SystemPerformance = z.infer<typeof systemPerformanceSchema>;
