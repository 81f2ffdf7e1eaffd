import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemImages, items } from '../../db/schema';

/** A gallery picture: its storage key, where it came from, and the colour it shows (null: every colour). */
export type GalleryImage = { key: string; sourceUrl?: string | null; color?: string | null };

/** An item's gallery (`item_images`): part of the items repository, kept in a file of its own. */
export function createItemImagesRepository() {
  return {
    async images(itemId: number, ex: DbOrTx) {
      return ex
        .select()
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId))
        .orderBy(asc(itemImages.position), asc(itemImages.id));
    },

    /** Pictures already stored for a source's item, by their address at the source. */
    async imagesBySource(
      source: string,
      sourceSku: string,
      ex: DbOrTx,
    ): Promise<Map<string, string>> {
      const rows = await ex
        .select({ sourceUrl: itemImages.sourceUrl, key: itemImages.imageKey })
        .from(itemImages)
        .innerJoin(items, eq(items.id, itemImages.itemId))
        .where(and(eq(items.source, source), eq(items.sourceSku, sourceSku)));
      return new Map(rows.flatMap((r) => (r.sourceUrl ? [[r.sourceUrl, r.key] as const] : [])));
    },

    /** Sets the gallery to exactly these pictures in this order; answers the keys it no longer has. */
    async replaceImages(itemId: number, gallery: GalleryImage[], ex: DbOrTx): Promise<string[]> {
      const previous = await ex
        .delete(itemImages)
        .where(eq(itemImages.itemId, itemId))
        .returning({ key: itemImages.imageKey });
      if (gallery.length) {
        await ex.insert(itemImages).values(
          gallery.map((image, position) => ({
            itemId,
            imageKey: image.key,
            sourceUrl: image.sourceUrl ?? null,
            color: image.color ?? null,
            position,
          })),
        );
      }
      const kept = new Set(gallery.map((image) => image.key));
      return previous.map((p) => p.key).filter((key) => !kept.has(key));
    },

    /** The main picture is always the first of the gallery. */
    async syncMainImage(itemId: number, ex: DbOrTx): Promise<void> {
      await ex
        .update(items)
        .set({
          imageKey: sql`(select image_key from item_images where item_id = ${itemId} order by position, id limit 1)`,
        })
        .where(eq(items.id, itemId));
    },

    /**
     * Puts the item's pictures in this order (ids of its own pictures, each once); false when the
     * list is not exactly the item's pictures.
     */
    async reorderImages(itemId: number, imageIds: number[], ex: DbOrTx): Promise<boolean> {
      const own = await ex
        .select({ id: itemImages.id })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId));
      const ids = new Set(own.map((r) => r.id));
      if (ids.size !== imageIds.length || new Set(imageIds).size !== imageIds.length) return false;
      if (imageIds.some((id) => !ids.has(id))) return false;
      await ex.execute(sql`
        update item_images im set position = o.position - 1
        from unnest(${sql.param(imageIds)}::int[]) with ordinality as o(id, position)
        where im.id = o.id and im.item_id = ${itemId}`);
      return true;
    },

    /**
     * The keys no item's gallery names any more: a copy of an item shares its stored pictures, so
     * a picture's file goes only with the last gallery that shows it.
     */
    async unusedKeys(keys: string[], ex: DbOrTx): Promise<string[]> {
      if (!keys.length) return [];
      const used = await ex
        .selectDistinct({ key: itemImages.imageKey })
        .from(itemImages)
        .where(inArray(itemImages.imageKey, keys));
      const kept = new Set(used.map((r) => r.key));
      return keys.filter((key) => !kept.has(key));
    },

    /** Appends pictures after the last one. */
    async appendImages(itemId: number, keys: string[], ex: DbOrTx): Promise<void> {
      if (!keys.length) return;
      const [last] = await ex
        .select({ position: sql<number>`coalesce(max(${itemImages.position}), -1)::int` })
        .from(itemImages)
        .where(eq(itemImages.itemId, itemId));
      const start = (last?.position ?? -1) + 1;
      await ex
        .insert(itemImages)
        .values(keys.map((key, i) => ({ itemId, imageKey: key, position: start + i })));
    },

    /** Sets the colour a picture shows (null: every colour); false when it is not the item's. */
    async setImageColor(
      itemId: number,
      imageId: number,
      color: string | null,
      ex: DbOrTx,
    ): Promise<boolean> {
      const rows = await ex
        .update(itemImages)
        .set({ color })
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.id, imageId)))
        .returning({ id: itemImages.id });
      return rows.length > 0;
    },

    /** Removes one picture of the item; answers its key, or undefined when it is not the item's. */
    async deleteImage(itemId: number, imageId: number, ex: DbOrTx): Promise<string | undefined> {
      const [row] = await ex
        .delete(itemImages)
        .where(and(eq(itemImages.itemId, itemId), eq(itemImages.id, imageId)))
        .returning({ key: itemImages.imageKey });
      return row?.key;
    },
  };
}
