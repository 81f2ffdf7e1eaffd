import type { ItemAnalytics, SystemAnalytics } from '@shop/contract';
import type { Db } from '../../db/client';
import { can } from '../../lib/access-policy';
import type { UserRow } from '../users/users.service';
import type { AnalyticsRepository } from './analytics.repository';

/** The price bands of the price chart, in the store currency. */
const PRICE_BANDS = [0, 5000, 10000, 20000, 50000, 100000];
const money = (value: string | null) => (value === null ? null : Number(value));
const displayName = (user: UserRow) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Item analytics for moderators (their own items) and admins (every item); system analytics. */
/** `currency`: the store's one currency, in which order revenue is counted. */
export function createAnalyticsService({
  db,
  repo,
  currency,
}: {
  db: Db;
  repo: AnalyticsRepository;
  currency: string;
}) {
  return {
    async items(viewer: UserRow): Promise<ItemAnalytics> {
      // Who may change an item nobody owns may change every item.
      const scope = can(viewer, 'edit', { type: 'item', ownerId: null }) ? 'all' : 'own';
      const { totals, categories, brands, popular, bands } = await repo.items(viewer, db);
      const growth =
        totals.previous_week > 0
          ? Math.round(((totals.week - totals.previous_week) / totals.previous_week) * 1000) / 10
          : null;
      return {
        moderator_info: { user_name: displayName(viewer), scope },
        overview: { total_items: totals.total, items_this_week: totals.week },
        categories,
        brands,
        price_analysis: {
          min_price: money(totals.min),
          average_price: money(totals.avg),
          max_price: money(totals.max),
          items_with_price: totals.with_price,
        },
        price_distribution: PRICE_BANDS.map((from, i) => ({
          from,
          to: PRICE_BANDS[i + 1] ?? null,
          count: bands.find((b) => b.band === i)?.count ?? 0,
        })),
        popular_items: { by_likes: popular },
        recent_activity: {
          last_week_items: totals.week,
          last_month_items: totals.month,
          growth_rate: growth,
        },
        generated_at: new Date().toISOString(),
      };
    },

    async system(): Promise<SystemAnalytics> {
      const s = await repo.system(db);
      return {
        system_info: {
          total_users: s.users.total,
          active_users: s.users.active,
          moderators: s.users.moderators,
          admins: s.users.admins,
          new_users_month: s.users.month,
        },
        content_stats: {
          total_items: s.content.items,
          items_with_price: s.content.priced,
          total_outfits: s.content.outfits,
          public_outfits: s.content.public_outfits,
        },
        activity_stats: {
          total_views: s.activity.views,
          total_favorites: s.activity.favorites,
          total_outfit_favorites: s.activity.outfit_favorites,
          total_comments: s.activity.comments,
        },
        daily_activity: s.daily,
        moderator_stats: s.moderators,
        top_categories: s.categories,
        top_brands: s.brands,
        popular_items: s.items,
        popular_outfits: s.outfits,
        order_stats: {
          total_orders: s.orderTotals.total,
          orders_month: s.orderTotals.month,
          revenue_month: Number(s.orderTotals.revenue_month),
          open_orders: s.orderTotals.open,
          currency,
        },
        daily_orders: s.dailyOrders.map((d) => ({
          date: d.date,
          orders: d.orders,
          revenue: Number(d.revenue),
        })),
        generated_at: new Date().toISOString(),
      };
    },
  };
}
