import type { AdminUserSort, SortOrder } from '@shop/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

function matching(q: string): SQL {
  const text = likePattern(q.trim());
  const anyOf = [
    ilike(users.email, text),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, text),
    ilike(sql`concat_ws(' ', ${users.lastName}, ${users.firstName})`, text),
  ];
  // «+7 (777) 123-45-67» and «7771234567» find the same phone, however it was typed.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 4)
    anyOf.push(
      ilike(
        sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g')`,
        `%${digits}%`,
      ),
    );
  return or(...anyOf)!;
}

/**
 * The last use of any session of the user's the shop still keeps. Read here, not through the auth
 * module, because the list orders by it: a join per page of ids cannot sort the whole list.
 */
// Spelt out in full: in a one-table select Drizzle writes `${users.id}` unqualified, which inside
// the subquery would name the session's own id.
const lastActive = sql<
  Date | string | null
>`(select max(s.last_used_at) from sessions s where s.user_id = "users"."id")`;

const SORT_COLUMNS: Record<AdminUserSort, SQL> = {
  email: sql`${users.email}`,
  name: sql`lower(concat_ws(' ', ${users.lastName}, ${users.firstName}))`,
  created: sql`${users.createdAt}`,
  last_active: lastActive,
};

/** The `users` table: only the users module writes it. */
export function createUsersRepository() {
  return {
    async findById(id: number, ex: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The row, locked until the caller's transaction ends (read-modify-write of a profile). */
    async lock(id: number, ex: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    /**
     * A page of the admin list in the asked order (the id breaks ties; users never seen go last
     * either way), with when each was last active and how many match in all.
     */
    async page(
      input: {
        q: string | undefined;
        sort: AdminUserSort;
        order: SortOrder;
        offset: number;
        limit: number;
      },
      ex: DbOrTx,
    ): Promise<{ rows: (UserRow & { lastActiveAt: Date | string | null })[]; total: number }> {
      const where = input.q ? matching(input.q) : undefined;
      const by = input.order === 'asc' ? asc : desc;
      // Users never seen sort last whichever way the list runs.
      const column = SORT_COLUMNS[input.sort];
      const [rows, [counted]] = await Promise.all([
        ex
          .select({ user: users, lastActiveAt: lastActive })
          .from(users)
          .where(where)
          .orderBy(
            sql`${column} ${input.order === 'asc' ? sql`asc` : sql`desc`} nulls last`,
            by(users.id),
          )
          .limit(input.limit)
          .offset(input.offset),
        ex.select({ n: count() }).from(users).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.user, lastActiveAt: r.lastActiveAt })),
        total: counted?.n ?? 0,
      };
    },
    /** Accounts by id; `q` finds part of an email, a name (first, last or both) or a phone. */
    async list(
      q: string | undefined,
      offset: number,
      limit: number,
      ex: DbOrTx,
    ): Promise<UserRow[]> {
      return ex
        .select()
        .from(users)
        .where(q ? matching(q) : undefined)
        .orderBy(asc(users.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Active admins other than `exceptId`. Every active admin's row is locked, in id order, so two
     * admins demoting each other at once are serialised rather than both let through.
     */
    async otherActiveAdmins(exceptId: number, ex: DbOrTx): Promise<number> {
      const rows = await ex
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.filter((row) => row.id !== exceptId).length;
    },

    async activeAdminEmails(ex: DbOrTx): Promise<string[]> {
      const rows = await ex
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
        .orderBy(asc(users.id));
      return rows.map((row) => row.email);
    },

    async countActiveAdmins(ex: DbOrTx): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)));
      return row?.n ?? 0;
    },

    async findByEmail(email: string, ex: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findByGoogleSub(sub: string, ex: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await ex.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },
    /** Inserts unless the email is taken; returns undefined then (the unique index decides). */
    async insertIfEmailFree(values: NewUserRow, ex: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await ex
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async update(
      id: number,
      values: Partial<NewUserRow>,
      ex: DbOrTx,
    ): Promise<UserRow | undefined> {
      const [row] = await ex
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Sessions, cart, favourites, history, likes, outfits and reviews go by ON DELETE CASCADE. */
    async delete(id: number, ex: DbOrTx): Promise<boolean> {
      const rows = await ex.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
