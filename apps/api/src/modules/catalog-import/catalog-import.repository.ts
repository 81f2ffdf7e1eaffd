import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ImportTaskType, TaskResult, TaskState } from '@shop/contract';
import type { Db } from '../../db/client';
import { importTasks, itemImages, items, itemVariants, uploads } from '../../db/schema';
import type { LamodaDomain, NormalisedProduct } from './types';

export type ImportTaskRow = typeof importTasks.$inferSelect;

export type StoredImage = {
  sourceUrl: string;
  imageUrl: string;
  storageKey: string;
  bytes: number;
  width: number;
  height: number;
};

export function createCatalogImportRepository(db: Db) {
  return {
    async createTask(values: {
      type: ImportTaskType;
      query: string | null;
      domain: LamodaDomain;
      limit: number;
      page: number | null;
      saveToDatabase: boolean;
      createdBy: number;
    }): Promise<ImportTaskRow> {
      const [row] = await db
        .insert(importTasks)
        .values({ ...values, statusText: 'В очереди' })
        .returning();
      return row!;
    },

    async setJobId(id: string, jobId: string | null) {
      await db.update(importTasks).set({ jobId }).where(eq(importTasks.id, id));
    },

    async find(id: string): Promise<ImportTaskRow | undefined> {
      const [row] = await db.select().from(importTasks).where(eq(importTasks.id, id));
      return row;
    },

    /** Claims a task for a run: PENDING (or a stale PROGRESS being retried) becomes PROGRESS. */
    async start(id: string, worker: string): Promise<ImportTaskRow | undefined> {
      const [row] = await db
        .update(importTasks)
        .set({
          state: 'PROGRESS',
          worker,
          startedAt: sql`coalesce(${importTasks.startedAt}, now())`,
          heartbeatAt: sql`now()`,
          attempts: sql`${importTasks.attempts} + 1`,
          progress: 0,
          statusText: 'Запуск',
        })
        .where(
          and(
            eq(importTasks.id, id),
            eq(importTasks.cancelRequested, false),
            inArray(importTasks.state, ['PENDING', 'PROGRESS']),
          ),
        )
        .returning();
      return row;
    },

    /** Progress and heartbeat in one write; answers whether an admin asked to cancel. */
    async progress(
      id: string,
      progress: number,
      statusText: string,
    ): Promise<{ cancelRequested: boolean }> {
      const [row] = await db
        .update(importTasks)
        .set({
          progress: Math.max(0, Math.min(100, Math.round(progress))),
          statusText,
          heartbeatAt: sql`now()`,
        })
        .where(eq(importTasks.id, id))
        .returning({ cancelRequested: importTasks.cancelRequested });
      return { cancelRequested: row?.cancelRequested ?? true };
    },

    async heartbeat(id: string): Promise<{ cancelRequested: boolean }> {
      const [row] = await db
        .update(importTasks)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(importTasks.id, id))
        .returning({ cancelRequested: importTasks.cancelRequested });
      return { cancelRequested: row?.cancelRequested ?? true };
    },

    async finish(
      id: string,
      outcome: {
        state: Extract<TaskState, 'SUCCESS' | 'FAILURE'>;
        statusText: string;
        result: TaskResult | null;
        traceback: string | null;
      },
    ) {
      await db
        .update(importTasks)
        .set({
          state: outcome.state,
          statusText: outcome.statusText,
          result: outcome.result,
          traceback: outcome.traceback,
          progress: outcome.state === 'SUCCESS' ? 100 : sql`${importTasks.progress}`,
          finishedAt: sql`now()`,
        })
        .where(eq(importTasks.id, id));
    },

    /** A cancel: a PENDING task ends at once; a running one stops at its next page. */
    async requestCancel(id: string): Promise<ImportTaskRow | undefined> {
      const [row] = await db
        .update(importTasks)
        .set({
          cancelRequested: true,
          state: sql`case when ${importTasks.state} = 'PENDING' then 'FAILURE'::import_task_state else ${importTasks.state} end`,
          traceback: sql`case when ${importTasks.state} = 'PENDING' then 'Задача отменена' else ${importTasks.traceback} end`,
          statusText: sql`case when ${importTasks.state} = 'PENDING' then 'Отменена' else 'Отмена…' end`,
          finishedAt: sql`case when ${importTasks.state} = 'PENDING' then now() else ${importTasks.finishedAt} end`,
        })
        .where(eq(importTasks.id, id))
        .returning();
      return row;
    },

    async listActive(): Promise<ImportTaskRow[]> {
      return db
        .select()
        .from(importTasks)
        .where(inArray(importTasks.state, ['PENDING', 'PROGRESS']))
        .orderBy(desc(importTasks.createdAt))
        .limit(100);
    },

    /**
     * A task whose worker died (no heartbeat for `staleSeconds`) must not stay in PROGRESS: it is
     * ended as FAILURE with a clear message. Items are written one transaction each, so nothing
     * half-written stays behind.
     */
    async sweepStale(staleSeconds: number): Promise<string[]> {
      const rows = await db
        .update(importTasks)
        .set({
          state: 'FAILURE',
          statusText: 'Обработчик остановился',
          traceback:
            'Обработчик задачи остановился (процесс был завершён или перезапущен). Уже сохранённые товары целы; запустите импорт снова.',
          finishedAt: sql`now()`,
        })
        .where(
          and(
            eq(importTasks.state, 'PROGRESS'),
            or(
              lt(importTasks.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
              sql`${importTasks.heartbeatAt} is null`,
            ),
          ),
        )
        .returning({ id: importTasks.id });
      return rows.map((r) => r.id);
    },

    async stats() {
      const [totals] = (
        await db.execute<{
          total: number;
          week: number;
          min: string | null;
          avg: string | null;
          max: string | null;
          active: number;
        }>(sql`
          select count(*)::int as total,
            count(*) filter (where created_at > now() - interval '7 days')::int as week,
            min(min_price) as min, round(avg(min_price), 2) as avg, max(min_price) as max,
            (select count(*)::int from import_tasks where state in ('PENDING', 'PROGRESS')) as active
          from items`)
      ).rows;
      const brands = (
        await db.execute<{ brand: string; count: number }>(sql`
          select brand, count(*)::int as count from items where brand <> ''
          group by brand order by count desc, brand limit 5`)
      ).rows;
      const categories = (
        await db.execute<{ category: (typeof items.$inferSelect)['category']; count: number }>(sql`
          select category, count(*)::int as count from items group by category order by count desc limit 5`)
      ).rows;
      return { totals: totals!, brands, categories };
    },

    /** Forgets upload rows of pictures an item no longer shows; answers the keys to delete. */
    async forgetUploads(storageKeys: string[]): Promise<string[]> {
      if (!storageKeys.length) return [];
      const rows = await db
        .delete(uploads)
        .where(and(inArray(uploads.storageKey, storageKeys), eq(uploads.kind, 'item_image')))
        .returning({ storageKey: uploads.storageKey });
      return rows.map((r) => r.storageKey);
    },

    /** Pictures already stored for an imported item, by their source address. */
    async storedImages(sourceSku: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ sourceUrl: itemImages.sourceUrl, imageUrl: itemImages.imageUrl })
        .from(itemImages)
        .innerJoin(items, eq(items.id, itemImages.itemId))
        .where(and(eq(items.source, 'lamoda'), eq(items.sourceSku, sourceSku)));
      return new Map(rows.filter((r) => r.sourceUrl).map((r) => [r.sourceUrl!, r.imageUrl]));
    },

    /**
     * Writes one product in one transaction: the item (matched by Lamoda SKU), its pictures in
     * order and its variants (one per size, stock kept current; sizes that disappeared get stock 0
     * so carts keep valid lines). A second import updates instead of duplicating.
     */
    async upsertProduct(input: {
      product: NormalisedProduct;
      ownerId: number | null;
      images: { sourceUrl: string; imageUrl: string; upload: StoredImage | null }[];
    }): Promise<{ itemId: number; created: boolean; droppedImageUrls: string[] }> {
      const { product } = input;
      return db.transaction(async (tx) => {
        const values = {
          name: product.name,
          brand: product.brand,
          category: product.category,
          color: product.color,
          description: product.description,
          style: product.style,
          price: product.price,
          imageUrl: input.images[0]?.imageUrl ?? null,
          article: product.sku,
          source: 'lamoda',
          sourceSku: product.sku,
          sourceUrl: product.source.url,
          sourcePrice: product.source.price,
          sourceCurrency: product.source.currency,
        };
        const [existing] = await tx
          .select({ id: items.id })
          .from(items)
          .where(and(eq(items.source, 'lamoda'), eq(items.sourceSku, product.sku)))
          .for('update');
        let itemId: number;
        if (existing) {
          itemId = existing.id;
          await tx
            .update(items)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(items.id, itemId));
        } else {
          const [row] = await tx
            .insert(items)
            .values({ ...values, ownerId: input.ownerId })
            .returning({ id: items.id });
          itemId = row!.id;
        }

        const kept = new Set(input.images.map((i) => i.imageUrl));
        const previous = await tx
          .delete(itemImages)
          .where(eq(itemImages.itemId, itemId))
          .returning({ imageUrl: itemImages.imageUrl });
        const droppedImageUrls = previous.map((p) => p.imageUrl).filter((url) => !kept.has(url));
        if (input.images.length) {
          await tx.insert(itemImages).values(
            input.images.map((image, position) => ({
              itemId,
              imageUrl: image.imageUrl,
              sourceUrl: image.sourceUrl,
              position,
            })),
          );
        }
        const newUploads = input.images.flatMap((i) => (i.upload ? [i.upload] : []));
        if (newUploads.length) {
          await tx.insert(uploads).values(
            newUploads.map((u) => ({
              ownerId: input.ownerId,
              kind: 'item_image' as const,
              storageKey: u.storageKey,
              mimeType: 'image/webp',
              bytes: u.bytes,
              width: u.width,
              height: u.height,
            })),
          );
        }

        const sizes = product.sizes.length
          ? product.sizes
          : [{ size: 'ONE SIZE', available: true, stock: 1 }];
        const variantSku = (size: string) =>
          `LM-${product.sku}-${size}`.toUpperCase().replace(/\s+/g, '_').slice(0, 120);
        await tx
          .insert(itemVariants)
          .values(
            sizes.map((s) => ({
              itemId,
              sku: variantSku(s.size),
              size: s.size,
              color: product.color,
              price: product.price,
              stock: s.available ? Math.max(s.stock, 1) : 0,
            })),
          )
          .onConflictDoUpdate({
            target: itemVariants.sku,
            set: {
              stock: sql`excluded.stock`,
              price: sql`excluded.price`,
              color: sql`excluded.color`,
              itemId: sql`excluded.item_id`,
            },
          });
        const current = sizes.map((s) => variantSku(s.size));
        await tx
          .update(itemVariants)
          .set({ stock: 0 })
          .where(
            and(
              eq(itemVariants.itemId, itemId),
              sql`${itemVariants.sku} <> all(${sql.param(current)}::text[])`,
            ),
          );
        return { itemId, created: !existing, droppedImageUrls };
      });
    },
  };
}

export type CatalogImportRepository = ReturnType<typeof createCatalogImportRepository>;
