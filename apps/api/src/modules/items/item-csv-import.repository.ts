import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemImages, items, itemVariants } from '../../db/schema';
import type { ItemRow, VariantRow } from './items.repository';

/** What a CSV import reads to match a file's lines: items by id, variants by SKU and by item. */
export function createItemCsvImportRepository() {
  return {
    /** The items, in id order; locked until the caller's transaction ends when `lock` is set. */
    async itemsByIds(ids: number[], lock: boolean, ex: DbOrTx): Promise<ItemRow[]> {
      if (!ids.length) return [];
      const query = ex.select().from(items).where(inArray(items.id, ids)).orderBy(asc(items.id));
      return lock ? query.for('update') : query;
    },

    async variantsBySkus(skus: string[], ex: DbOrTx): Promise<VariantRow[]> {
      if (!skus.length) return [];
      return ex.select().from(itemVariants).where(inArray(itemVariants.sku, skus));
    },

    /** The gallery pictures of the items, each item's in its order. */
    async picturesOfItems(
      itemIds: number[],
      ex: DbOrTx,
    ): Promise<{ id: number; itemId: number; imageKey: string }[]> {
      if (!itemIds.length) return [];
      return ex
        .select({ id: itemImages.id, itemId: itemImages.itemId, imageKey: itemImages.imageKey })
        .from(itemImages)
        .where(inArray(itemImages.itemId, itemIds))
        .orderBy(asc(itemImages.itemId), asc(itemImages.position), asc(itemImages.id));
    },

    async variantsOfItems(itemIds: number[], ex: DbOrTx): Promise<VariantRow[]> {
      if (!itemIds.length) return [];
      return ex
        .select()
        .from(itemVariants)
        .where(inArray(itemVariants.itemId, itemIds))
        .orderBy(asc(itemVariants.itemId), asc(itemVariants.id));
    },
  };
}
