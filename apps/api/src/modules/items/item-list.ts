import type {
  Category,
  ItemStatus,
  ItemSourceFilter,
  ManagedItemSort,
  SortOrder,
} from '@shop/contract';
import type { Actor } from '../../lib/access-policy';
import { pagesOf } from '../../lib/csv-export';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { ManagedItemRow, VariantRow } from './items.repository';
import type { ItemsContext } from './items.context';

/** The admin list's filters, as the list and its export take them. */
export type ManagedQuery = {
  q?: string;
  category?: Category;
  status?: ItemStatus;
  source?: ItemSourceFilter;
  mine?: boolean;
  /** Only the items at or below the shop's low-stock threshold. */
  low_stock?: boolean;
  sort: ManagedItemSort;
  order: SortOrder;
};

/**
 * An item of the export with its variants (none: the item is sold as a whole) and its pictures'
 * addresses in the gallery's order.
 */
export type ItemExportRow = { item: ManagedItemRow; variants: VariantRow[]; pictures: string[] };

/** The keys of an item's pictures as the export lists them: the gallery, else its one picture. */
const pictureKeysOf = (item: { image_keys: string[]; image_key: string | null }) =>
  item.image_keys.length ? item.image_keys : item.image_key ? [item.image_key] : [];

function managedFilter(actor: NonNullable<Actor>, input: ManagedQuery, lowStockThreshold: number) {
  return {
    q: input.q || undefined,
    category: input.category,
    status: input.status,
    source: input.source === 'all' ? undefined : input.source,
    ownerId: input.mine ? actor.id : undefined,
    lowStockAt: input.low_stock ? lowStockThreshold : undefined,
    sort: input.sort,
    order: input.order,
  };
}

type ItemListDeps = Pick<ItemsContext, 'db' | 'repo' | 'media' | 'stock' | 'permissionsOf'>;

/** The admin list and its export. */
export function createItemList({ db, repo, media, stock, permissionsOf }: ItemListDeps) {
  return {
    /**
     * The admin list, a page of it with the total; a moderator may ask for their own items only,
     * anyone for the items running low (the shop's threshold).
     */
    async managed(
      actor: NonNullable<Actor>,
      input: ManagedQuery & { page: number; limit: number },
    ) {
      const threshold = await stock.lowStockThreshold(db);
      const { rows, total } = await repo.managed(
        {
          ...managedFilter(actor, input, threshold),
          offset: (input.page - 1) * input.limit,
          limit: input.limit,
        },
        db,
      );
      const items = rows.map((row) => ({
        ...toItemSummary(row, media.url),
        owner_id: row.owner_id,
        owner_name: row.owner_name,
        source: row.source,
        source_domain: row.source_domain,
        variants_count: row.variants_count,
        stock_total: row.stock_total,
        low_stock: row.stock_total <= threshold,
        ...permissionsOf(actor, row.owner_id),
      }));
      return { items, total, low_stock_threshold: threshold };
    },

    /** The admin list's items with its filters, every page, each with its variants (the CSV export). */
    async *exportPages(
      actor: NonNullable<Actor>,
      input: ManagedQuery,
    ): AsyncGenerator<ItemExportRow[]> {
      const filter = managedFilter(actor, input, await stock.lowStockThreshold(db));
      for await (const page of pagesOf(
        async (offset, limit) => (await repo.managed({ ...filter, offset, limit }, db)).rows,
      )) {
        const variantsOf = new Map<number, VariantRow[]>();
        for (const variant of await repo.variantsOf(
          page.map((item) => item.id),
          db,
        ))
          variantsOf.set(variant.itemId, [...(variantsOf.get(variant.itemId) ?? []), variant]);
        yield page.map((item) => ({
          item,
          variants: variantsOf.get(item.id) ?? [],
          pictures: pictureKeysOf(item).flatMap((key) => media.url(key) ?? []),
        }));
      }
    },
  };
}
