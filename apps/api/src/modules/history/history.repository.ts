import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { quickCommit } from '../../db/quick-commit';
import { engagementEvents, itemViews, outfitViews } from '../../db/schema';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';
import { whereCan, type Actor } from '../../lib/access-policy';
import type { EngagementKind } from './engagement-event.sql';
import { outfitColumns, outfitFrom, type OutfitRow } from '../outfits/outfit-summary.sql';

/** Views and engagement: `item_views` (a signed-in user's history) and `engagement_events`. */
export function createHistoryRepository() {
  return {
    async itemPage(userId: number, offset: number, limit: number, ex: DbOrTx) {
      const result = await ex.execute<ItemSummaryRow & { viewed_at: Date }>(sql`
        select ${itemSummaryColumns(userId)}, h.viewed_at
        from item_views h join items i on i.id = h.item_id
        where h.user_id = ${userId}
        order by h.viewed_at desc, i.id desc
        limit ${limit} offset ${offset}`);
      return result.rows;
    },

    /** Outfits the user viewed that they may still see, most recent first. */
    async outfitPage(viewer: NonNullable<Actor>, offset: number, limit: number, ex: DbOrTx) {
      const result = await ex.execute<OutfitRow & { viewed_at: Date }>(sql`
        select ${outfitColumns(viewer.id)}, h.viewed_at
        from outfit_views h join ${outfitFrom} on o.id = h.outfit_id
        where h.user_id = ${viewer.id} and ${whereCan(viewer, 'view', 'outfit', 'o')}
        order by h.viewed_at desc, o.id desc
        limit ${limit} offset ${offset}`);
      return result.rows;
    },

    async upsertOutfitView(userId: number, outfitId: number, ex: DbOrTx) {
      await ex
        .insert(outfitViews)
        .values({ userId, outfitId })
        .onConflictDoUpdate({
          target: [outfitViews.userId, outfitViews.outfitId],
          set: { viewedAt: sql`now()` },
        });
    },

    /**
     * A view of an item in one statement, counted only while the item is on sale (a preview of a
     * draft or a visit to an archived page is no interest in buying): the signed-in viewer's
     * history moved to it and the engagement event counted (once per viewer and visit), its commit
     * not waiting for the disk
     * (see `quickCommit`): a statement on its own, so it takes the database, not a transaction.
     */
    async recordItemView(itemId: number, viewer: { userId: number | null; key: string }, on: Db) {
      await on.execute(sql`
        with ${quickCommit},
        sold as (select 1 from quick, items where items.id = ${itemId}::int and items.status = 'active'),
        history as (
          insert into item_views (user_id, item_id)
          select ${viewer.userId}::int, ${itemId}::int from sold where ${viewer.userId}::int is not null
          on conflict (user_id, item_id) do update set viewed_at = now()
        )
        insert into engagement_events (kind, item_id, user_id, viewer)
        select 'item_view', ${itemId}::int, ${viewer.userId}::int, ${viewer.key} from sold
        on conflict do nothing`);
    },

    /** Counts an event once per viewer, thing and kind a day (a repeat is ignored). */
    async insertEvent(
      kind: EngagementKind,
      target: { itemId: number } | { outfitId: number },
      viewer: { userId: number | null; key: string },
      ex: DbOrTx,
    ) {
      await ex
        .insert(engagementEvents)
        .values({ kind, ...target, userId: viewer.userId, viewer: viewer.key })
        .onConflictDoNothing();
    },

    /** Adds events older than `keepDays` to the daily counts (they stay until deleted). */
    async addToDailyCounts(keepDays: number, ex: DbOrTx) {
      await ex.execute(sql`
        insert into engagement_daily (day, kind, item_id, outfit_id, count)
        select day, kind, item_id, outfit_id, count(*)::int from engagement_events
        where day < current_date - ${keepDays}::int
        group by day, kind, item_id, outfit_id
        on conflict (day, kind, item_id, outfit_id)
          do update set count = engagement_daily.count + excluded.count`);
    },

    async deleteEventsOlderThan(keepDays: number, ex: DbOrTx) {
      await ex.execute(
        sql`delete from engagement_events where day < current_date - ${keepDays}::int`,
      );
    },

    async clearOutfits(userId: number, ex: DbOrTx) {
      await ex.delete(outfitViews).where(eq(outfitViews.userId, userId));
    },

    async clearItems(userId: number, ex: DbOrTx) {
      await ex.delete(itemViews).where(eq(itemViews.userId, userId));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
