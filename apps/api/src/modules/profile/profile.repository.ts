import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema';
import type { UserRow } from '../users/users.repository';

/** A database or an open transaction. */
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type UploadKind = UploadRow['kind'];
/** The profile columns of `users` that the profile module writes. */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'avatar'
    | 'phoneNumber'
    | 'dateOfBirth'
    | 'height'
    | 'weight'
    | 'chest'
    | 'waist'
    | 'hips'
    | 'favoriteColors'
    | 'favoriteBrands'
  >
>;

function profileQueries(db: DbOrTx) {
  return {
    /** The user's row, locked until the transaction ends (avatar changes read-modify-write). */
    async lockUser(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async updateUser(id: number, changes: ProfileChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Deletes the account; sessions, cart, favourites, history, likes, outfits and reviews cascade. */
    async deleteUser(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    async insertUpload(values: NewUploadRow): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      return row!;
    },

    async findUpload(
      ownerId: number,
      storageKey: string,
      kind: UploadKind,
    ): Promise<UploadRow | undefined> {
      const [row] = await db
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

    async deleteUpload(id: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.id, id));
    },

    /** Deletes the owner's uploads of the given kinds and returns them (their files go next). */
    async deleteUploadsOf(ownerId: number, kinds: readonly UploadKind[]): Promise<UploadRow[]> {
      if (kinds.length === 0) return [];
      return db
        .delete(uploads)
        .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.kind, [...kinds])))
        .returning();
    },
  };
}

export type ProfileQueries = ReturnType<typeof profileQueries>;

/**
 * The profile module's data: the user's own profile columns, the user's uploads and the account
 * row itself (deletion). `transaction` runs a function with the queries bound to one transaction.
 */
export function createProfileRepository(db: Db) {
  return {
    ...profileQueries(db),
    transaction<T>(fn: (queries: ProfileQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(profileQueries(tx)));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
