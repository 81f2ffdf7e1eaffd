import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { items, itemVariants } from '../../db/schema';
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

export type ItemCsvImportRepository = ReturnType<typeof createItemCsvImportRepository>;
