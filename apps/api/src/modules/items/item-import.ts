import type { Gender, ImportChange } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import type { GalleryImage, ItemRow, ItemValues, VariantValues } from './items.repository';
import {
  type ItemsContext,
  EDITED_NAME,
  sameValue,
  type ImportedField,
  type ItemInput,
} from './items.context';

/** Who an item is for after an import: an import may widen it (to unisex), never narrow it. */
export function mergedGender(current: Gender, incoming: Gender): Gender {
  if (current === incoming || current === 'unisex' || current === 'kids') return current;
  if (incoming === 'kids') return current;
  return 'unisex';
}

const priceNumber = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/**
 * An item as a source (Lamoda) describes it: matched by the source's SKU on every import. Its
 * status is the shop's: set once when the import creates the item, never changed by a re-import.
 */
export type SourceItem = Omit<ItemInput, 'status'> & {
  source: string;
  /** The site it came from (`lamoda.kz`): an item keeps the one it was first imported from. */
  sourceDomain: string;
  sourceSku: string;
  sourceUrl: string | null;
  sourcePrice: string | null;
  sourceCurrency: string | null;
  /** The source's other facts (season, country …): the source's alone, rewritten each time. */
  attributes?: { title: string; value: string }[];
  gallery: GalleryImage[];
  variants: Omit<VariantValues, 'id'>[];
};

/** What an import's stock change says in the history: the import, by nobody, from its source. */
const importStock = (input: { source: string }) => ({
  reason: 'import' as const,
  actorId: null,
  note: input.source,
});

/** What an import did to one item, and the keys of pictures it no longer shows. */
type SourceUpsert = {
  itemId: number;
  created: boolean;
  droppedKeys: string[];
  change: ImportChange;
};

type ItemImportDeps = Pick<ItemsContext, 'db' | 'repo' | 'media' | 'setStocks'>;

/** Items as an import (Lamoda) writes them. */
export function createItemImport(ctx: ItemImportDeps) {
  const { db, repo } = ctx;
  return {
    imagesBySource: (source: string, sourceSku: string) =>
      repo.imagesBySource(source, sourceSku, db),

    /** What an import needs to know of an item it may update, before it fetches anything. */
    sourced: (source: string, sourceSku: string) => repo.findBySource(source, sourceSku, db),

    /**
     * Creates or updates an item from a source, inside the caller's transaction (the caller also
     * records the new pictures). An item keeps the site it first came from: another site's
     * import leaves it alone (skipped). On an update the import changes only what no person has
     * changed (`edited_fields`); the stock always follows the source, and who the item is for is
     * widened, never narrowed. Answers what changed, and the keys of pictures the item no longer
     * shows, already forgotten: their files go after the caller commits.
     */
    async upsertFromSource(
      input: SourceItem,
      tx: DbOrTx,
      { publish = true }: { publish?: boolean } = {},
    ): Promise<SourceUpsert> {
      const existing = await repo.lockBySource(input.source, input.sourceSku, tx);
      if (!existing) return insertFromSource(ctx, input, tx, publish);
      if (existing.sourceDomain && existing.sourceDomain !== input.sourceDomain) {
        return {
          itemId: existing.id,
          created: false,
          droppedKeys: [],
          change: {
            sku: input.sourceSku,
            item_id: existing.id,
            name: existing.name,
            outcome: 'skipped',
            reason: 'other_domain',
            source_domain: existing.sourceDomain,
          },
        };
      }
      return updateFromSource(ctx, existing, input, tx);
    },
  };
}

async function insertFromSource(
  { repo, setStocks }: Pick<ItemsContext, 'repo' | 'setStocks'>,
  input: SourceItem,
  tx: DbOrTx,
  publish: boolean,
): Promise<SourceUpsert> {
  const { gallery, variants, ...values } = input;
  const item = await repo.insert(
    {
      ...values,
      imageKey: gallery[0]?.key ?? null,
      ownerId: null,
      status: publish ? 'active' : 'draft',
    },
    tx,
  );
  await repo.replaceImages(item.id, gallery, tx);
  await repo.upsertVariantsBySku(item.id, variants, tx);
  await setStocks(item.id, variants, importStock(input), tx);
  return {
    itemId: item.id,
    created: true,
    droppedKeys: [],
    change: { sku: input.sourceSku, item_id: item.id, name: item.name, outcome: 'created' },
  };
}

/**
 * The values a re-import writes: the source's own facts always, each other field only when no
 * person changed it and it differs; `fields` names those that changed, by their stored name.
 */
function importedValues(existing: ItemRow, input: SourceItem) {
  const { gallery: _gallery, variants: _variants, ...values } = input;
  const edited = new Set(existing.editedFields);
  const next: Partial<ItemValues> = {
    sourceDomain: input.sourceDomain,
    sourceUrl: input.sourceUrl,
    sourcePrice: input.sourcePrice,
    sourceCurrency: input.sourceCurrency,
  };
  const fields: string[] = [];
  if (
    input.attributes !== undefined &&
    JSON.stringify(existing.attributes) !== JSON.stringify(input.attributes)
  ) {
    next.attributes = input.attributes;
    fields.push('attributes');
  }
  for (const key of Object.keys(EDITED_NAME) as ImportedField[]) {
    if (edited.has(EDITED_NAME[key]) || !(key in values)) continue;
    const incoming = key === 'gender' ? mergedGender(existing.gender, values.gender!) : values[key];
    if (incoming === undefined || sameValue(existing[key], incoming)) continue;
    Object.assign(next, { [key]: incoming });
    fields.push(EDITED_NAME[key]);
  }
  return { next, fields };
}

async function updateFromSource(
  { repo, media, setStocks }: Pick<ItemsContext, 'repo' | 'media' | 'setStocks'>,
  existing: ItemRow,
  input: SourceItem,
  tx: DbOrTx,
): Promise<SourceUpsert> {
  const { gallery, variants } = input;
  const edited = new Set(existing.editedFields);
  const { next, fields } = importedValues(existing, input);
  const keepPictures = edited.has('pictures');
  const previousKeys = keepPictures
    ? []
    : (await repo.images(existing.id, tx)).map((i) => i.imageKey);
  if (!keepPictures) next.imageKey = gallery[0]?.key ?? null;
  const stockBefore = (await repo.variants(existing.id, tx)).reduce((n, v) => n + v.stock, 0);
  const item = await repo.update(existing.id, next, tx);
  const dropped = keepPictures ? [] : await repo.replaceImages(item.id, gallery, tx);
  await repo.upsertVariantsBySku(item.id, variants, tx, {
    keepBrandSizes: edited.has('brand_sizes'),
  });
  // Sizes gone at the source keep their variant with stock 0, so carts keep valid lines.
  await setStocks(item.id, variants, importStock(input), tx, 0);
  const stockAfter = (await repo.variants(item.id, tx)).reduce((n, v) => n + v.stock, 0);

  const previous = new Set(previousKeys);
  const added = keepPictures ? 0 : gallery.filter((g) => !previous.has(g.key)).length;
  const change: ImportChange = {
    sku: input.sourceSku,
    item_id: item.id,
    name: item.name,
    outcome: 'updated',
  };
  if (fields.includes('price'))
    change.price = { from: priceNumber(existing.price), to: priceNumber(item.price) };
  if (stockBefore !== stockAfter) change.stock = { from: stockBefore, to: stockAfter };
  if (added || dropped.length) change.pictures = { added, removed: dropped.length };
  const others = fields.filter((f) => f !== 'price');
  if (others.length) change.fields = others;
  if (!change.price && !change.stock && !change.pictures && !change.fields)
    change.outcome = 'unchanged';
  return {
    itemId: item.id,
    created: false,
    droppedKeys: await media.forget(await repo.unusedKeys(dropped, tx), 'item_image', tx),
    change,
  };
}
