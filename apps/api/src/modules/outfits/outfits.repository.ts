import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { outfitItems, outfitWardrobeItems, outfits } from '../../db/schema';
import { whereCan, type Actor } from '../../lib/access-policy';
import { outfitColumns, outfitFrom, type OutfitRow } from './outfit-summary.sql';

export type OutfitValues = Pick<
  typeof outfits.$inferInsert,
  'name' | 'style' | 'description' | 'isPublic' | 'tryonKey' | 'tryonItemIds' | 'tryonRendering'
>;
export type OutfitOwnership = Pick<
  typeof outfits.$inferSelect,
  'id' | 'ownerId' | 'isPublic' | 'coverKey' | 'tryonKey' | 'updatedAt'
>;

/** `outfits` and `outfit_items`: only the outfits module writes them. */
export function createOutfitsRepository() {
  const rowsOn = (ex: DbOrTx) => async (query: SQL) => (await ex.execute<OutfitRow>(query)).rows;

  return {
    /** The outfits on which the viewer may do `shown`: those listed, or every one they may open. */
    async list(
      input: {
        viewer: Actor;
        shown: 'list' | 'view';
        q?: string;
        offset: number;
        limit: number;
      },
      ex: DbOrTx,
    ) {
      const rows = rowsOn(ex);
      const { viewer, q, offset, limit } = input;
      const search = q
        ? sql`and (o.name ilike ${`%${q}%`} or ${q} <% o.name
            or exists (select 1 from outfit_items oi join items i on i.id = oi.item_id
                       where oi.outfit_id = o.id and (i.name ilike ${`%${q}%`} or i.brand ilike ${`%${q}%`})))`
        : sql``;
      return rows(sql`
        select ${outfitColumns(viewer?.id ?? null)} from ${outfitFrom}
        where ${whereCan(viewer, input.shown, 'outfit', 'o')} ${search}
        order by o.created_at desc, o.id desc
        limit ${limit} offset ${offset}`);
    },

    async findVisible(id: number, viewer: Actor, ex: DbOrTx): Promise<OutfitRow | undefined> {
      const rows = rowsOn(ex);
      const [row] = await rows(sql`
        select ${outfitColumns(viewer?.id ?? null)} from ${outfitFrom}
        where o.id = ${id} and ${whereCan(viewer, 'view', 'outfit', 'o')}`);
      return row;
    },

    async isVisible(id: number, viewer: Actor, ex: DbOrTx): Promise<boolean> {
      const found = await ex.execute(
        sql`select 1 from outfits o where o.id = ${id} and ${whereCan(viewer, 'view', 'outfit', 'o')}`,
      );
      return found.rows.length > 0;
    },

    async lock(id: number, ex: DbOrTx): Promise<OutfitOwnership | undefined> {
      const [row] = await ex
        .select({
          id: outfits.id,
          ownerId: outfits.ownerId,
          isPublic: outfits.isPublic,
          coverKey: outfits.coverKey,
          tryonKey: outfits.tryonKey,
          updatedAt: outfits.updatedAt,
        })
        .from(outfits)
        .where(eq(outfits.id, id))
        .for('update');
      return row;
    },

    async insert(values: OutfitValues & { ownerId: number }, ex: DbOrTx): Promise<number> {
      const [row] = await ex.insert(outfits).values(values).returning({ id: outfits.id });
      return row!.id;
    },

    /** The owner's newest outfit made after `since` under this name, if any. */
    async newestNamed(ownerId: number, name: string, since: Date, ex: DbOrTx) {
      const [row] = await ex
        .select({ id: outfits.id, style: outfits.style, description: outfits.description })
        .from(outfits)
        .where(
          and(eq(outfits.ownerId, ownerId), eq(outfits.name, name), gt(outfits.createdAt, since)),
        )
        .orderBy(desc(outfits.createdAt), desc(outfits.id))
        .limit(1);
      return row;
    },

    async update(id: number, values: Partial<OutfitValues>, ex: DbOrTx): Promise<void> {
      await ex
        .update(outfits)
        .set({ ...values, updatedAt: sql`clock_timestamp()` })
        .where(eq(outfits.id, id));
    },

    async delete(id: number, ex: DbOrTx): Promise<void> {
      await ex.delete(outfits).where(eq(outfits.id, id));
    },

    /** The ids of the items the outfit holds now. */
    async itemIdsOf(outfitId: number, ex: DbOrTx): Promise<number[]> {
      const rows = await ex
        .select({ itemId: outfitItems.itemId })
        .from(outfitItems)
        .where(eq(outfitItems.outfitId, outfitId));
      return rows.map((row) => row.itemId);
    },

    /** Replaces the outfit's items: each slot's ids in the order given. */
    async setItems(outfitId: number, slots: Record<Category, number[]>, ex: DbOrTx) {
      await ex.delete(outfitItems).where(eq(outfitItems.outfitId, outfitId));
      const values = Object.entries(slots).flatMap(([slot, ids]) =>
        ids.map((itemId, position) => ({ outfitId, itemId, slot: slot as Category, position })),
      );
      if (values.length) await ex.insert(outfitItems).values(values);
    },

    /** The ids of the own wardrobe pieces the outfit holds now. */
    async pieceIdsOf(outfitId: number, ex: DbOrTx): Promise<number[]> {
      const rows = await ex
        .select({ id: outfitWardrobeItems.wardrobeItemId })
        .from(outfitWardrobeItems)
        .where(eq(outfitWardrobeItems.outfitId, outfitId));
      return rows.map((row) => row.id);
    },

    /** Replaces the outfit's own pieces: each slot's piece ids in the order given. */
    async setPieces(outfitId: number, slots: Record<Category, number[]>, ex: DbOrTx) {
      await ex.delete(outfitWardrobeItems).where(eq(outfitWardrobeItems.outfitId, outfitId));
      const values = Object.entries(slots).flatMap(([slot, ids]) =>
        ids.map((wardrobeItemId, position) => ({
          outfitId,
          wardrobeItemId,
          slot: slot as Category,
          position,
        })),
      );
      if (values.length) await ex.insert(outfitWardrobeItems).values(values);
    },

    /**
     * The outfits holding this piece, marked changed (their cover in the making is then thrown
     * away): the piece is leaving them.
     */
    async touchHolding(pieceId: number, ex: DbOrTx): Promise<number[]> {
      const result = await ex.execute<{ id: number }>(sql`
        update outfits o set updated_at = clock_timestamp()
        from outfit_wardrobe_items ow
        where ow.outfit_id = o.id and ow.wardrobe_item_id = ${pieceId}
        returning o.id`);
      return result.rows.map((row) => row.id);
    },

    /**
     * Every picture of the outfit in slot order, for the cover, with the version it was read at:
     * the shop's items and the owner's own pieces (their private cut-outs), the items first.
     */
    async coverSources(id: number, ex: DbOrTx) {
      const result = await ex.execute<{
        slot: Category;
        image_key: string;
        name: string;
        kind: string | null;
        own: boolean;
        updated_at: string;
      }>(sql`
        select slot, image_key, name, kind, own, updated_at from (
          select oi.slot, i.image_key, i.name, null::text as kind, false as own, o.updated_at,
                 oi.position, i.id
          from outfits o join outfit_items oi on oi.outfit_id = o.id join items i on i.id = oi.item_id
          where o.id = ${id}
          union all
          select ow.slot, coalesce(w.image_key, wl.image_key, wi.image_key), coalesce(w.name, wi.name, ''),
                 w.kind, true, o.updated_at, ow.position, w.id
          from outfits o join outfit_wardrobe_items ow on ow.outfit_id = o.id
          join wardrobe_items w on w.id = ow.wardrobe_item_id
          left join order_lines wl on wl.id = w.order_line_id
          left join items wi on wi.id = w.item_id
          where o.id = ${id}
        ) s
        where image_key is not null
        order by slot, own, position, id`);
      return result.rows;
    },

    /**
     * For each other item, how many public outfits hold it beside one of these: what the shop's
     * outfits wear together (the stylist's looks). The most shared first.
     */
    async wornTogether(itemIds: number[], limit: number, ex: DbOrTx) {
      if (!itemIds.length) return [];
      const result = await ex.execute<{ item_id: number; outfits: number }>(sql`
        select other.item_id, count(distinct o.id)::int as outfits
        from outfit_items mine
        join outfits o on o.id = mine.outfit_id and ${whereCan(null, 'list', 'outfit', 'o')}
        join outfit_items other on other.outfit_id = o.id
        where mine.item_id = any(${sql.param(itemIds)}::int[])
          and other.item_id <> all(${sql.param(itemIds)}::int[])
        group by other.item_id order by outfits desc, other.item_id limit ${limit}`);
      return result.rows;
    },

    /** Sets the cover; `updated_at` is left alone (a cover is not a change of the outfit). */
    async setCover(id: number, coverKey: string | null, ex: DbOrTx) {
      await ex.update(outfits).set({ coverKey }).where(eq(outfits.id, id));
    },
  };
}

export type OutfitsRepository = ReturnType<typeof createOutfitsRepository>;
