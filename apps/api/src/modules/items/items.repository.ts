import type { ManagedItemSort } from '@shop/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { items, itemVariants } from '../../db/schema';
import { createItemImagesRepository } from './item-images.repository';
import { itemSummaryColumns, type ItemSummaryRow } from '../catalog/item-summary.sql';

export type { GalleryImage } from './item-images.repository';
export type ItemRow = typeof items.$inferSelect;
export type ItemValues = Omit<
  typeof items.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'minPrice'
  | 'inStock'
  | 'ratingAvg'
  | 'ratingCount'
  | 'favoritesCount'
>;
export type VariantRow = typeof itemVariants.$inferSelect;
export type VariantValues = Omit<typeof itemVariants.$inferInsert, 'itemId' | 'createdAt'>;
export type ManagedItemRow = ItemSummaryRow & {
  owner_id: number | null;
  owner_name: string | null;
  source: string;
  source_domain: string | null;
  /** «Состав» and «Описание»: the CSV export's columns. */
  composition: string | null;
  description: string | null;
  variants_count: number;
  stock_total: number;
};

/**
 * The write side of the catalogue: `items`, `item_images` and `item_variants`. Only the items
 * module writes them; the catalogue's read models read them.
 */
export function createItemsRepository() {
  return {
    ...createItemImagesRepository(),
    /** The item's row, locked until the caller's transaction ends. */
    async lock(id: number, ex: DbOrTx): Promise<ItemRow | undefined> {
      const [row] = await ex.select().from(items).where(eq(items.id, id)).for('update');
      return row;
    },

    async exists(id: number, ex: DbOrTx): Promise<boolean> {
      const rows = await ex.select({ id: items.id }).from(items).where(eq(items.id, id));
      return rows.length > 0;
    },

    async lockBySource(source: string, sourceSku: string, ex: DbOrTx) {
      const [row] = await ex
        .select()
        .from(items)
        .where(and(eq(items.source, source), eq(items.sourceSku, sourceSku)))
        .for('update');
      return row;
    },

    /** A source's item without a lock: what an import checks before it fetches pictures. */
    async findBySource(source: string, sourceSku: string, ex: DbOrTx) {
      const [row] = await ex
        .select({
          id: items.id,
          sourceDomain: items.sourceDomain,
          editedFields: items.editedFields,
        })
        .from(items)
        .where(and(eq(items.source, source), eq(items.sourceSku, sourceSku)));
      return row;
    },

    /** Adds fields to those a person changed by hand (an import leaves them alone). */
    async markEdited(id: number, fields: string[], ex: DbOrTx): Promise<void> {
      await ex
        .update(items)
        .set({
          editedFields: sql`array(select distinct f from unnest(${items.editedFields} || ${sql.param(fields)}::text[]) f order by f)`,
        })
        .where(eq(items.id, id));
    },

    async insert(values: ItemValues, ex: DbOrTx): Promise<ItemRow> {
      const [row] = await ex.insert(items).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<ItemValues>, ex: DbOrTx): Promise<ItemRow> {
      const [row] = await ex
        .update(items)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(items.id, id))
        .returning();
      return row!;
    },

    /**
     * Whether past orders, outfits or reviews name the item: those keep showing it, so it is
     * archived rather than deleted (their rows would lose it). Favourites, carts and views are
     * not kept for an item that goes.
     */
    async isReferenced(id: number, ex: DbOrTx): Promise<boolean> {
      const result = await ex.execute<{ referenced: boolean }>(sql`
        select exists (select 1 from order_lines where item_id = ${id})
          or exists (select 1 from outfit_items where item_id = ${id})
          or exists (select 1 from item_comments where item_id = ${id}) as referenced`);
      return result.rows[0]?.referenced ?? false;
    },

    /** Deletes the item (pictures, variants, cart lines and outfit slots go by cascade). */
    async delete(id: number, ex: DbOrTx): Promise<void> {
      await ex.delete(items).where(eq(items.id, id));
    },

    /** The variants of many items at once, in item then id order (the CSV export). */
    async variantsOf(itemIds: number[], ex: DbOrTx): Promise<VariantRow[]> {
      if (!itemIds.length) return [];
      return ex
        .select()
        .from(itemVariants)
        .where(inArray(itemVariants.itemId, itemIds))
        .orderBy(asc(itemVariants.itemId), asc(itemVariants.id));
    },

    async variants(itemId: number, ex: DbOrTx): Promise<VariantRow[]> {
      return ex
        .select()
        .from(itemVariants)
        .where(eq(itemVariants.itemId, itemId))
        .orderBy(asc(itemVariants.id));
    },

    /**
     * Makes the item's variants exactly `wanted`: those with an id of this item are updated in
     * place (a variant in someone's cart keeps its id), the others are added, the rest removed.
     */
    async saveVariants(
      itemId: number,
      wanted: (VariantValues & { id?: number })[],
      ex: DbOrTx,
    ): Promise<void> {
      const keptIds = wanted.flatMap((v) => (v.id === undefined ? [] : [v.id]));
      await ex
        .delete(itemVariants)
        .where(
          keptIds.length
            ? and(eq(itemVariants.itemId, itemId), notInArray(itemVariants.id, keptIds))
            : eq(itemVariants.itemId, itemId),
        );
      // Kept variants may trade SKUs (S takes M's and M takes S's): park their SKUs first, so no
      // update meets a SKU that is about to move. A parked SKU starts with a space, which a real
      // one never does (SKUs are trimmed).
      if (keptIds.length)
        await ex
          .update(itemVariants)
          .set({ sku: sql`' parked ' || ${itemVariants.id}` })
          .where(and(eq(itemVariants.itemId, itemId), inArray(itemVariants.id, keptIds)));
      for (const { id, ...values } of wanted) {
        if (id === undefined) continue;
        await ex
          .update(itemVariants)
          .set(values)
          .where(and(eq(itemVariants.id, id), eq(itemVariants.itemId, itemId)));
      }
      const added = wanted.filter((v) => v.id === undefined);
      if (added.length)
        await ex.insert(itemVariants).values(added.map(({ id: _id, ...v }) => ({ ...v, itemId })));
    },

    /**
     * Upserts variants by SKU (an import's sizes), new ones with no stock: the stock service sets
     * it, so that the change is recorded. A kept variant's price is left as it is: it is the
     * owner's (an import prices the item, not its sizes). Its brand size label follows the source
     * unless `keepBrandSizes` (the owner changed the labels by hand).
     */
    async upsertVariantsBySku(
      itemId: number,
      wanted: VariantValues[],
      ex: DbOrTx,
      { keepBrandSizes = false }: { keepBrandSizes?: boolean } = {},
    ): Promise<void> {
      if (!wanted.length) return;
      await ex
        .insert(itemVariants)
        .values(wanted.map((v) => ({ ...v, itemId, stock: 0 })))
        .onConflictDoUpdate({
          target: itemVariants.sku,
          set: {
            color: sql`excluded.color`,
            itemId: sql`excluded.item_id`,
            ...(keepBrandSizes ? {} : { brandSize: sql`excluded.brand_size` }),
          },
        });
    },

    /** One variant of the item, or undefined. */
    async variant(itemId: number, variantId: number, ex: DbOrTx) {
      const [row] = await ex
        .select()
        .from(itemVariants)
        .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.id, variantId)));
      return row;
    },

    async insertVariant(itemId: number, values: Omit<VariantValues, 'id'>, ex: DbOrTx) {
      const [row] = await ex
        .insert(itemVariants)
        .values({ ...values, itemId })
        .returning();
      return row!;
    },

    async deleteVariant(itemId: number, variantId: number, ex: DbOrTx): Promise<boolean> {
      const rows = await ex
        .delete(itemVariants)
        .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.id, variantId)))
        .returning({ id: itemVariants.id });
      return rows.length > 0;
    },

    /**
     * The admin list: items with their owner's name, variant count and total stock, in the asked
     * order (newest first by default; the id breaks ties so pages do not overlap), and how many
     * items match in all. `ownerId` keeps a moderator's own items only; `lowStockAt` those with at
     * most that many pieces in total.
     */
    async managed(
      input: {
        q?: string;
        category?: string;
        /** Imported, or the shop's own (made by hand, or the demo data). */
        source?: 'imported' | 'manual';
        status?: string;
        ownerId?: number;
        lowStockAt?: number;
        sort: ManagedItemSort;
        order: 'asc' | 'desc';
        offset: number;
        limit: number;
      },
      ex: DbOrTx,
    ): Promise<{ rows: ManagedItemRow[]; total: number }> {
      const stockTotal = sql`(select coalesce(sum(v.stock), 0)::int from item_variants v where v.item_id = i.id)`;
      const conditions = [
        input.q
          ? sql`(i.name ilike ${`%${input.q}%`} or i.brand ilike ${`%${input.q}%`} or i.article ilike ${`%${input.q}%`})`
          : undefined,
        input.category ? sql`i.category = ${input.category}` : undefined,
        input.source === 'imported' ? sql`i.source not in ('manual', 'seed')` : undefined,
        input.source === 'manual' ? sql`i.source in ('manual', 'seed')` : undefined,
        input.status ? sql`i.status = ${input.status}` : undefined,
        input.ownerId !== undefined ? sql`i.owner_id = ${input.ownerId}` : undefined,
        input.lowStockAt !== undefined ? sql`${stockTotal} <= ${input.lowStockAt}` : undefined,
      ].filter((c): c is NonNullable<typeof c> => c !== undefined);
      const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const direction = input.order === 'asc' ? sql`asc` : sql`desc`;
      const sortColumn = {
        name: sql`lower(i.name)`,
        price: sql`coalesce(i.min_price, i.price)`,
        stock: sql`stock_total`,
        created: sql`i.created_at`,
      }[input.sort];
      const result = await ex.execute<ManagedItemRow>(sql`
        select ${itemSummaryColumns(null)}, i.owner_id, i.source, i.source_domain, i.composition, i.description,
          coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as owner_name,
          (select count(*)::int from item_variants v where v.item_id = i.id) as variants_count,
          ${stockTotal} as stock_total
        from items i left join users u on u.id = i.owner_id
        ${where}
        order by ${sortColumn} ${direction} nulls last, i.id ${direction}
        limit ${input.limit} offset ${input.offset}`);
      const count = await ex.execute<{ total: number }>(
        sql`select count(*)::int as total from items i ${where}`,
      );
      return { rows: result.rows, total: count.rows[0]?.total ?? 0 };
    },

    /** The SKUs of the catalogue that a copy of these SKUs could take («…-copy», «…-copy-2» …). */
    async copySkus(skus: string[], ex: DbOrTx): Promise<Set<string>> {
      if (!skus.length) return new Set();
      const result = await ex.execute<{ sku: string }>(sql`
        select v.sku from item_variants v
        where exists (select 1 from unnest(${sql.param(skus)}::text[]) as s(sku)
          where starts_with(v.sku, s.sku || '-copy'))`);
      return new Set(result.rows.map((r) => r.sku));
    },

    /** Variant ids among `ids` that belong to another item (a form must not move them). */
    async foreignVariantIds(itemId: number, ids: number[], ex: DbOrTx): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await ex
        .select({ id: itemVariants.id, itemId: itemVariants.itemId })
        .from(itemVariants)
        .where(inArray(itemVariants.id, ids));
      const own = new Set(rows.filter((r) => r.itemId === itemId).map((r) => r.id));
      return ids.filter((id) => !own.has(id));
    },
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
