import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The `users` table: only the users module writes it. */
export function createUsersRepository(db: Db) {
  return {
    async findById(id: number, ex: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The row, locked until the caller's transaction ends (read-modify-write of a profile). */
    async lock(id: number, ex: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },
    /** Inserts unless the email is taken; returns undefined then (the unique index decides). */
    async insertIfEmailFree(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async update(
      id: number,
      values: Partial<NewUserRow>,
      ex: DbOrTx = db,
    ): Promise<UserRow | undefined> {
      const [row] = await ex
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Sessions, cart, favourites, history, likes, outfits and reviews go by ON DELETE CASCADE. */
    async delete(id: number, ex: DbOrTx = db): Promise<boolean> {
      const rows = await ex.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
