import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOn } from '../../db/rows';
import { TRENDING_ROLL_UP_LOCK } from '../../db/locks';
import {
  itemSummaryColumns as summaryColumns,
  SOLD,
  type ItemDetailRow,
  type ItemSummaryRow,
} from './item-summary.sql';

/** Trending counts today and the thirteen days before it. */
const TRENDING_DAYS = 14;

/** A closed day's trending score per item: views 1, cart adds 2, each once per viewer. */
const dayScores = (day: SQL) => sql`
  select ${day}, item_id, sum(case kind when 'cart_add' then 2 else 1 end)
  from (select distinct item_id, kind, viewer from engagement_events
        where item_id is not null and day = ${day}
          -- The index on the time: a day's events fall within its date, in any time zone, ±1 day.
          and created_at >= ${day} - interval '1 day' and created_at < ${day} + interval '2 days') e
  group by item_id`;

/** The catalogue's picks: trending, recommended for a shopper, popular and similar items. */
export function createRecommendationReads() {
  return {
    /**
     * Counts the oldest closed day of trending's window not yet counted, and forgets days that
     * left it (decision 108): one day per call, so a shop with weeks of events catches up over
     * a few refreshes instead of one long one. Runs in the caller's transaction, which the day's
     * scores and its mark commit with. Answers the day counted, or null (nothing to count, or
     * another process is counting).
     */
    async rollUpTrendingDay(tx: DbOrTx): Promise<string | null> {
      const rows = rowsOn(tx);
      const [lock] = await rows<{ free: boolean }>(
        sql`select pg_try_advisory_xact_lock(${TRENDING_ROLL_UP_LOCK}::bigint) as free`,
      );
      if (!lock?.free) return null;
      const window = sql`current_date - ${TRENDING_DAYS}::int`;
      await tx.execute(sql`delete from trending_days where day <= ${window}`);
      await tx.execute(sql`delete from trending_days_rolled where day <= ${window}`);
      const [next] = await rows<{ day: string }>(sql`
        select d::date::text as day
        from generate_series(${window} + 1, current_date - 1, interval '1 day') d
        where not exists (select 1 from trending_days_rolled r where r.day = d::date)
        order by d limit 1`);
      if (!next) return null;
      const day = sql`${next.day}::date`;
      await tx.execute(sql`insert into trending_days (day, item_id, score) ${dayScores(day)}`);
      await tx.execute(sql`insert into trending_days_rolled (day) values (${day})`);
      return next.day;
    },

    /**
     * Trending: engagement of the last 14 days (views 1, cart adds 2, favourites 3; each counted
     * once per viewer a day, however many visits, so nobody lifts an item by opening it again),
     * then the newest items fill the rest, so the list is never empty while the catalogue has
     * items. Closed days counted before are read as their scores, the others (today at least)
     * from the events. Answers the ids in rank order.
     */
    async trendingIds(limit: number, ex: DbOrTx): Promise<number[]> {
      const rows = rowsOn(ex);
      const scored = await rows<{ id: number }>(sql`
        with rolled as (
          select day from trending_days_rolled where day > current_date - ${TRENDING_DAYS}::int
        ),
        raw_since as (
          select min(d)::date as day
          from generate_series(current_date - ${TRENDING_DAYS - 1}::int, current_date, interval '1 day') d
          where d::date not in (select day from rolled)
        ),
        scores as (
          select item_id, sum(weight) as score from (
            select t.item_id, t.score as weight from trending_days t join rolled using (day)
            union all
            select e.item_id, case e.kind when 'cart_add' then 2 else 1 end as weight
            from (select distinct item_id, kind, viewer, day from engagement_events
                  where item_id is not null and day >= (select day from raw_since)
                    and created_at >= (select day from raw_since) - interval '1 day'
                    and day not in (select day from rolled)) e
            union all
            select f.item_id, 3 from favorite_items f where f.created_at > now() - interval '14 days'
          ) s
          where exists (select 1 from items i where i.id = s.item_id and ${SOLD})
          group by item_id order by score desc limit ${limit}
        )
        select i.id from scores join items i on i.id = scores.item_id
        order by scores.score desc, i.created_at desc, i.id desc`);
      const taken = scored.map((r) => r.id);
      if (taken.length >= limit) return taken;
      const newest = await rows<{ id: number }>(sql`
        select i.id from items i where ${SOLD}
        ${taken.length ? sql`and i.id <> all(${sql.param(taken)}::int[])` : sql``}
        order by i.created_at desc, i.id desc limit ${limit - taken.length}`);
      return [...taken, ...newest.map((r) => r.id)];
    },

    /**
     * Recommendations for a shopper: items in stock like their favourites and the items in their
     * cart (weight 3) and the items they viewed (weight 2) — the same category first, then the
     * same gender (unisex half-way), style and brand — never one they already favourited, put in
     * the cart or viewed. Answers ids, best first.
     */
    async recommendedIds(userId: number, limit: number, ex: DbOrTx): Promise<number[]> {
      const rows = rowsOn(ex);
      const found = await rows<{ id: number }>(sql`
        with seeds as (
          (select f.item_id, 3 as weight from favorite_items f where f.user_id = ${userId}
           order by f.created_at desc limit 30)
          union all
          (select v.item_id, 3 as weight from cart_lines c
           join item_variants v on v.id = c.variant_id where c.user_id = ${userId}
           order by c.updated_at desc limit 30)
          union all
          (select v.item_id, 2 as weight from item_views v where v.user_id = ${userId}
           order by v.viewed_at desc limit 30)
        ),
        prefs as (
          select i.category, i.style, i.brand, i.gender, sum(s.weight)::int as w
          from seeds s join items i on i.id = s.item_id
          group by i.category, i.style, i.brand, i.gender
        )
        select i.id from items i
        where i.category in (select category from prefs)
          and i.in_stock and ${SOLD}
          and not exists (select 1 from seeds s where s.item_id = i.id)
        order by (
          select sum(p.w * (2
            + case when p.gender = i.gender then 2
                   when p.gender = 'unisex' or i.gender = 'unisex' then 1 else 0 end
            + case when p.style is not distinct from i.style then 1 else 0 end
            + case when p.brand = i.brand then 1 else 0 end))
          from prefs p where p.category = i.category
        ) desc, i.favorites_count desc, i.id desc
        limit ${limit}`);
      return found.map((r) => r.id);
    },

    /**
     * The items a shopper favourited, has in the cart or viewed lately: recommendations never
     * repeat them.
     */
    async seenIds(userId: number, ex: DbOrTx): Promise<number[]> {
      const rows = rowsOn(ex);
      const found = await rows<{ id: number }>(sql`
        (select f.item_id as id from favorite_items f where f.user_id = ${userId}
         order by f.created_at desc limit 100)
        union
        (select v.item_id as id from cart_lines c join item_variants v on v.id = c.variant_id
         where c.user_id = ${userId} order by c.updated_at desc limit 100)
        union
        (select v.item_id as id from item_views v where v.user_id = ${userId}
         order by v.viewed_at desc limit 100)`);
      return found.map((r) => r.id);
    },

    /**
     * Discovery for a shopper the shop knows little about: items in stock across the catalogue,
     * one category after another (the best rated, then the most liked, then the newest of each
     * category before the second of any), so the row is a spread rather than the popular list
     * again. Never one of `exclude`.
     */
    async discoveryIds(limit: number, exclude: number[], ex: DbOrTx): Promise<number[]> {
      const rows = rowsOn(ex);
      const found = await rows<{ id: number }>(sql`
        select id from (
          select i.id, i.created_at,
            row_number() over (
              partition by i.category
              order by i.rating_avg desc nulls last, i.favorites_count desc,
                i.created_at desc, i.id desc
            ) as turn
          from items i
          where i.in_stock and ${SOLD} and i.id <> all(${sql.param(exclude)}::int[])
        ) spread
        order by turn, created_at desc, id desc
        limit ${limit}`);
      return found.map((r) => r.id);
    },

    /** The most favourited items in stock (fills recommendations when history is short). */
    async popularIds(limit: number, ex: DbOrTx): Promise<number[]> {
      const rows = rowsOn(ex);
      const found = await rows<{ id: number }>(sql`
        select i.id from items i where i.in_stock and ${SOLD}
        order by i.favorites_count desc, i.id desc limit ${limit}`);
      return found.map((r) => r.id);
    },

    /**
     * Similar: the same category first, then closeness of style, brand and colour, then price;
     * never the item itself. Other categories fill in when the category is small. Only what the
     * same person would wear: a men's item's similar items are men's or unisex, never women's.
     */
    async similar(item: ItemDetailRow, limit: number, viewerId: number | null, ex: DbOrTx) {
      const rows = rowsOn(ex);
      const price = item.min_price ?? item.price;
      const sameWearer =
        item.gender === 'unisex' ? sql`true` : sql`i.gender in (${item.gender}, 'unisex')`;
      const closeness = sql`(
        (case when i.style is not distinct from ${item.style} then 3 else 0 end)
        + (case when i.brand = ${item.brand} then 2 else 0 end)
        + (case when i.color is not distinct from ${item.color} then 1 else 0 end)
      )`;
      const priceDistance =
        price === null
          ? sql`0`
          : sql`abs(ln(greatest(coalesce(i.min_price, ${price}), 1) / greatest(${price}::numeric, 1)))`;
      return rows<ItemSummaryRow>(sql`
        (select ${summaryColumns(viewerId)}, 0 as tier, ${closeness} as closeness, ${priceDistance} as distance
          from items i where i.category = ${item.category} and i.id <> ${item.id} and ${SOLD}
            and ${sameWearer}
          order by closeness desc, distance asc, i.id desc limit ${limit})
        union all
        (select ${summaryColumns(viewerId)}, 1 as tier, ${closeness} as closeness, ${priceDistance} as distance
          from items i where i.category <> ${item.category} and ${SOLD} and ${sameWearer}
          order by closeness desc, distance asc, i.id desc limit ${limit})
        order by tier, closeness desc, distance asc, id desc
        limit ${limit}`);
    },
  };
}
