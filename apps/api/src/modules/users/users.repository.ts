import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
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
    async update(id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
