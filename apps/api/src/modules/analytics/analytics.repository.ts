import { sql, type SQL } from 'drizzle-orm';
import type { Category } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { whereCan, type Actor } from '../../lib/access-policy';

const readsOn = (ex: DbOrTx) => {
  const rows = async <T extends Record<string, unknown>>(query: SQL) =>
    (await ex.execute<T>(query)).rows;
  const one = async <T extends Record<string, unknown>>(query: SQL) => (await rows<T>(query))[0]!;
  return { rows, one };
};

/**
 * The orders' figures: revenue is what was ordered and not cancelled less what returns gave back,
 * on the day it was placed (UTC).
 */
async function orderFigures({ rows, one }: ReturnType<typeof readsOn>) {
  const [orderTotals, dailyOrders] = await Promise.all([
    one<{ total: number; month: number; revenue_month: string; open: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where created_at > now() - interval '30 days')::int as month,
        coalesce(sum(total - refunded_total) filter (where created_at > now() - interval '30 days' and status <> 'cancelled'), 0) as revenue_month,
        count(*) filter (where status in ('new', 'confirmed'))::int as open
      from orders`),
    rows<{ date: string; orders: number; revenue: string }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date,
        count(o.id)::int as orders,
        coalesce(sum(o.total - o.refunded_total) filter (where o.status <> 'cancelled'), 0) as revenue
      from generate_series(date_trunc('day', now()) - interval '29 days', date_trunc('day', now()), interval '1 day') as d(day)
      left join orders o on o.created_at >= d.day and o.created_at < d.day + interval '1 day'
      group by d.day
      order by d.day desc`),
  ]);
  return { orderTotals, dailyOrders };
}

/** Read-only figures over the whole shop (a read model: it joins many modules' tables). */
export function createAnalyticsRepository() {
  return {
    /** Figures of the items the viewer may change (a moderator's own, an admin's every one). */
    async items(viewer: Actor, ex: DbOrTx) {
      const { rows, one } = readsOn(ex);
      const own = whereCan(viewer, 'edit', 'item', 'i');
      const [totals, categories, brands, popular, bands] = await Promise.all([
        one<{
          total: number;
          week: number;
          previous_week: number;
          month: number;
          with_price: number;
          min: string | null;
          avg: string | null;
          max: string | null;
        }>(sql`
          select count(*)::int as total,
            count(*) filter (where i.created_at > now() - interval '7 days')::int as week,
            count(*) filter (where i.created_at <= now() - interval '7 days'
                               and i.created_at > now() - interval '14 days')::int as previous_week,
            count(*) filter (where i.created_at > now() - interval '30 days')::int as month,
            count(i.min_price)::int as with_price,
            min(i.min_price) as min, round(avg(i.min_price), 2) as avg, max(i.min_price) as max
          from items i where ${own}`),
        rows<{ category: Category; count: number }>(sql`
          select i.category, count(*)::int as count from items i where ${own}
          group by i.category order by count desc, i.category limit 8`),
        rows<{ brand: string; count: number }>(sql`
          select i.brand, count(*)::int as count from items i where ${own} and i.brand <> ''
          group by i.brand order by count desc, i.brand limit 8`),
        rows<{ item_id: number; name: string; likes: number }>(sql`
          select i.id as item_id, i.name, i.favorites_count as likes from items i
          where ${own} and i.favorites_count > 0
          order by i.favorites_count desc, i.id desc limit 5`),
        rows<{ band: number; count: number }>(sql`
          select width_bucket(i.min_price, array[5000, 10000, 20000, 50000, 100000]::numeric[]) as band,
            count(*)::int as count
          from items i where ${own} and i.min_price is not null group by band order by band`),
      ]);
      return { totals, categories, brands, popular, bands };
    },

    async system(ex: DbOrTx) {
      const { rows, one } = readsOn(ex);
      const [users, content, activity, daily, moderators, categories, brands, items, outfits] =
        await Promise.all([
          one<{
            total: number;
            active: number;
            moderators: number;
            admins: number;
            month: number;
          }>(sql`
            select count(*)::int as total, count(*) filter (where is_active)::int as active,
              count(*) filter (where is_moderator)::int as moderators,
              count(*) filter (where is_admin)::int as admins,
              count(*) filter (where created_at > now() - interval '30 days')::int as month
            from users`),
          one<{ items: number; priced: number; outfits: number; public_outfits: number }>(sql`
            select (select count(*)::int from items) as items,
              (select count(*)::int from items where min_price is not null) as priced,
              (select count(*)::int from outfits) as outfits,
              (select count(*)::int from outfits where is_public) as public_outfits`),
          one<{ views: number; favorites: number; outfit_favorites: number; comments: number }>(sql`
            select (select count(*)::int from engagement_events where kind in ('item_view', 'outfit_view'))
              + (select coalesce(sum(count), 0)::int from engagement_daily where kind in ('item_view', 'outfit_view')) as views,
              (select count(*)::int from favorite_items) as favorites,
              (select count(*)::int from favorite_outfits) as outfit_favorites,
              (select count(*)::int from item_comments) + (select count(*)::int from outfit_comments) as comments`),
          rows<{ date: string; views: number; favorites: number }>(sql`
            select to_char(d.day, 'YYYY-MM-DD') as date,
              (select count(*)::int from engagement_events e
                where e.kind in ('item_view', 'outfit_view') and e.created_at >= d.day and e.created_at < d.day + interval '1 day') as views,
              (select count(*)::int from favorite_items f where f.created_at >= d.day and f.created_at < d.day + interval '1 day')
              + (select count(*)::int from favorite_outfits f where f.created_at >= d.day and f.created_at < d.day + interval '1 day') as favorites
            from generate_series(date_trunc('day', now()) - interval '6 days', date_trunc('day', now()), interval '1 day') as d(day)
            order by d.day desc`),
          rows<{ user_id: number; name: string; is_active: boolean; items_count: number }>(sql`
            select u.id as user_id,
              coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as name,
              u.is_active, (select count(*)::int from items i where i.owner_id = u.id) as items_count
            from users u where u.is_moderator order by items_count desc, u.id`),
          rows<{ category: Category; count: number }>(sql`
            select category, count(*)::int as count from items group by category order by count desc, category limit 8`),
          rows<{ brand: string; count: number }>(sql`
            select brand, count(*)::int as count from items where brand <> '' group by brand order by count desc, brand limit 8`),
          rows<{ id: number; name: string; brand: string; likes: number }>(sql`
            select id, name, brand, favorites_count as likes from items where favorites_count > 0
            order by favorites_count desc, id desc limit 5`),
          rows<{ id: number; name: string; likes: number }>(sql`
            select o.id, o.name, count(*)::int as likes
            from outfits o join favorite_outfits f on f.outfit_id = o.id
            group by o.id order by likes desc, o.id desc limit 5`),
        ]);
      const { orderTotals, dailyOrders } = await orderFigures({ rows, one });
      return {
        users,
        content,
        activity,
        daily,
        moderators,
        categories,
        brands,
        items,
        outfits,
        orderTotals,
        dailyOrders,
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
