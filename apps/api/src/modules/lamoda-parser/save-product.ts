import type { ImportChange } from '@shop/contract';
import { fetchAllowedImage } from '../../lib/safe-fetch';
import type { PreparedImage } from '../media/media.service';
import { sourceDomainOf, toSourceItem } from './product-to-item';
import { TaskCancelled } from './task-progress';
import { timed, type TaskRun } from './task-run';
import type { NormalisedProduct } from './types';

const IMAGES_PER_PRODUCT = 5;

/** Rolls back a product's transaction when its item turns out to belong to another site. */
class SkippedItem extends Error {
  override name = 'SkippedItem';
  constructor(readonly change: ImportChange) {
    super('skipped');
  }
}

type Picture = { sourceUrl: string; key: string; prepared: PreparedImage | null };
type SavedProduct = {
  itemId: number;
  created: boolean;
  imageUrls: string[];
  change: ImportChange;
};

/**
 * Pictures first (fetched and re-encoded outside the transaction), then in one transaction their
 * upload rows and the item; a rollback removes the new files again.
 */
export async function saveProduct(ctx: TaskRun, product: NormalisedProduct): Promise<SavedProduct> {
  const { items, media } = ctx.deps;
  // An item of another site is left alone, and pictures the owner arranged stay theirs: nothing
  // is fetched for either.
  const sourced = await items.sourced('lamoda', product.sku);
  const domain = sourceDomainOf(product.source.domain);
  if (sourced?.sourceDomain && sourced.sourceDomain !== domain) {
    return {
      itemId: sourced.id,
      created: false,
      imageUrls: [],
      change: {
        sku: product.sku,
        item_id: sourced.id,
        name: product.name,
        outcome: 'skipped',
        reason: 'other_domain',
        source_domain: sourced.sourceDomain,
      },
    };
  }
  const keepPictures = sourced?.editedFields.includes('pictures') ?? false;
  const pictures = await fetchPictures(ctx, product.sku, keepPictures ? [] : product.images);
  const stored = pictures.flatMap((p) => (p.prepared ? [p.prepared] : []));
  ctx.progress.counts.pictures += pictures.length;
  if (ctx.progress.isCancelled()) {
    await media.discard(stored);
    throw new TaskCancelled('cancelled');
  }
  return storeProduct(ctx, product, pictures, stored);
}

/**
 * The product's first pictures, fetched and re-encoded together: waiting on the CDN overlaps
 * with encoding, and their order is kept. A picture stored before is not fetched again; one that
 * fails is left out with a note (unless the task was cancelled meanwhile).
 */
async function fetchPictures(
  { deps, config, run, progress }: TaskRun,
  sku: string,
  urls: string[],
): Promise<Picture[]> {
  const known = await deps.items.imagesBySource('lamoda', sku);
  const fetched = await Promise.all(
    urls.slice(0, IMAGES_PER_PRODUCT).map(async (sourceUrl): Promise<Picture | null> => {
      const existing = known.get(sourceUrl);
      if (existing) return { sourceUrl, key: existing, prepared: null };
      try {
        const image = await timed(run, 'network_ms', () =>
          fetchAllowedImage(sourceUrl, config, { signal: progress.signal }),
        );
        const prepared = await timed(run, 'store_ms', () =>
          deps.media.prepareImage('item_image', image.data),
        );
        return { sourceUrl, key: prepared.key, prepared };
      } catch (err) {
        if (!progress.isCancelled())
          run.notes.push({
            code: 'picture_skipped',
            url: sourceUrl,
            detail: (err as Error).message,
          });
        return null;
      }
    }),
  );
  return fetched.filter((p): p is Picture => p !== null);
}

/**
 * In one transaction the new pictures' upload rows and the item; a rollback, or an item that
 * turns out to belong to another site, removes the new files again.
 */
async function storeProduct(
  { deps, task, run }: TaskRun,
  product: NormalisedProduct,
  pictures: Picture[],
  stored: PreparedImage[],
): Promise<SavedProduct> {
  const { db, items, media } = deps;
  let saved;
  try {
    saved = await timed(run, 'store_ms', () =>
      db.transaction(async (tx) => {
        // Imported items and their pictures belong to no moderator.
        await media.record(stored, null, tx);
        const upserted = await items.upsertFromSource(toSourceItem(product, pictures), tx, {
          publish: task.publish,
        });
        if (upserted.change.outcome === 'skipped') throw new SkippedItem(upserted.change);
        return upserted;
      }),
    );
  } catch (err) {
    await media.discard(stored);
    if (err instanceof SkippedItem)
      return { itemId: err.change.item_id!, created: false, imageUrls: [], change: err.change };
    throw err;
  }
  await media.deleteFiles(saved.droppedKeys);
  return {
    itemId: saved.itemId,
    created: saved.created,
    imageUrls: pictures.map((p) => media.url(p.key)!),
    change: saved.change,
  };
}
