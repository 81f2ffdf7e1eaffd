import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type UploadKind = UploadRow['kind'];

/** The `uploads` table: one row for every file the server stored, so only those are ever deleted. */
/** Holds no pool of its own: every method runs on the executor its caller gives. */
export function createMediaRepository() {
  return {
    async insert(values: NewUploadRow[], ex: DbOrTx): Promise<void> {
      if (values.length) await ex.insert(uploads).values(values);
    },

    async findOwn(
      ownerId: number,
      storageKey: string,
      kind: UploadKind,
      ex: DbOrTx,
    ): Promise<UploadRow | undefined> {
      const [row] = await ex
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.ownerId, ownerId),
            eq(uploads.storageKey, storageKey),
            eq(uploads.kind, kind),
          ),
        );
      return row;
    },

    /** The owner's most recent upload of this kind, or undefined. */
    async newestOwn(ownerId: number, kind: UploadKind, ex: DbOrTx) {
      const [row] = await ex
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.kind, kind)))
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(1);
      return row as UploadRow | undefined;
    },

    /** Deletes the rows of these keys (of one kind) and answers the keys that were recorded. */
    async deleteByKeys(storageKeys: string[], kind: UploadKind, ex: DbOrTx): Promise<string[]> {
      if (!storageKeys.length) return [];
      const rows = await ex
        .delete(uploads)
        .where(and(inArray(uploads.storageKey, storageKeys), eq(uploads.kind, kind)))
        .returning({ storageKey: uploads.storageKey });
      return rows.map((r) => r.storageKey);
    },

    /** Bytes an owner keeps in uploads of the given kinds. */
    async bytesOf(ownerId: number, kinds: readonly UploadKind[], ex: DbOrTx): Promise<number> {
      const [row] = await ex
        .select({ bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.kind, [...kinds])));
      return Number(row?.bytes ?? 0);
    },

    /**
     * Uploads nothing uses any more: try-on photos and results older than `personalDays` that no
     * outfit shows, catalogue pictures and covers no item or outfit shows (older than a day, so an
     * upload whose row is being written is never taken). Their rows go; the keys are answered.
     */
    async deleteUnused(personalDays: number, ex: DbOrTx): Promise<string[]> {
      const result = await ex.execute<{ storage_key: string }>(sql`
        delete from uploads u
        where (
          (u.kind in ('photo', 'tryon') and u.created_at < now() - make_interval(days => ${personalDays})
            and not exists (select 1 from outfits o where o.tryon_key = u.storage_key)
            and not exists (select 1 from tryon_jobs j where j.photo_key = u.storage_key
                              and j.created_at > now() - make_interval(days => ${personalDays})))
          or (u.kind = 'item_image' and u.created_at < now() - interval '1 day'
            and not exists (select 1 from item_images i where i.image_key = u.storage_key))
          or (u.kind = 'outfit_image' and u.created_at < now() - interval '1 day'
            and not exists (select 1 from outfits o where o.cover_key = u.storage_key))
          or (u.kind = 'avatar' and u.created_at < now() - interval '1 day'
            and not exists (select 1 from users x where x.avatar = u.storage_key))
        )
        returning u.storage_key`);
      return result.rows.map((r) => r.storage_key);
    },

    /** Deletes an owner's rows of the given kinds and answers their keys. */
    async deleteOwnedBy(
      ownerId: number,
      kinds: readonly UploadKind[],
      ex: DbOrTx,
    ): Promise<string[]> {
      if (!kinds.length) return [];
      const rows = await ex
        .delete(uploads)
        .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.kind, [...kinds])))
        .returning({ storageKey: uploads.storageKey });
      return rows.map((r) => r.storageKey);
    },
  };
}
