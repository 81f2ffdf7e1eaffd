import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type UploadKind = UploadRow['kind'];

/** The `uploads` table: one row for every file the server stored, so only those are ever deleted. */
export function createMediaRepository(db: Db) {
  return {
    async insert(values: NewUploadRow[], ex: DbOrTx = db): Promise<void> {
      if (values.length) await ex.insert(uploads).values(values);
    },

    async findOwn(
      ownerId: number,
      storageKey: string,
      kind: UploadKind,
      ex: DbOrTx = db,
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

    /** Deletes the rows of these keys (of one kind) and answers the keys that were recorded. */
    async deleteByKeys(
      storageKeys: string[],
      kind: UploadKind,
      ex: DbOrTx = db,
    ): Promise<string[]> {
      if (!storageKeys.length) return [];
      const rows = await ex
        .delete(uploads)
        .where(and(inArray(uploads.storageKey, storageKeys), eq(uploads.kind, kind)))
        .returning({ storageKey: uploads.storageKey });
      return rows.map((r) => r.storageKey);
    },

    /** Deletes an owner's rows of the given kinds and answers their keys. */
    async deleteOwnedBy(
      ownerId: number,
      kinds: readonly UploadKind[],
      ex: DbOrTx = db,
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

export type MediaRepository = ReturnType<typeof createMediaRepository>;
