import {
  PAGE_SIZE,
  type AdminUser,
  type AdminUserPage,
  type AdminUserSort,
  type SortOrder,
} from '@shop/contract';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import { pagesOf } from '../../lib/csv-export';
import type { AccountsContext } from './accounts.context';
import type { UserRow } from './users.repository';

type AccountListDeps = Pick<AccountsContext, 'db' | 'users' | 'present'>;

/** The admin area's accounts: a page of them, all of them for the export, and one. */
export function createAccountList({ db, users, present }: AccountListDeps) {
  return {
    async list(
      actor: Actor,
      input: { page: number; q?: string; sort: AdminUserSort; order: SortOrder },
    ): Promise<AdminUserPage> {
      assertCan(actor, 'list', { type: 'user' });
      const { rows, total } = await users.page({
        q: input.q || undefined,
        sort: input.sort,
        order: input.order,
        offset: (input.page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      const admins = await users.countActiveAdmins();
      const listed = await Promise.all(
        rows.map(async ({ lastActiveAt, ...row }) => ({
          ...(await present(row, actor!, admins)),
          last_active_at: lastActiveAt === null ? null : new Date(lastActiveAt).toISOString(),
        })),
      );
      return { items: listed, total, can_create: can(actor, 'create', { type: 'user' }) };
    },

    /** The same accounts as `list`, every page of them, a page at a time (the CSV export). */
    exportPages(actor: Actor, q: string | undefined): AsyncGenerator<UserRow[]> {
      assertCan(actor, 'list', { type: 'user' });
      return pagesOf((offset, limit) => users.list(q || undefined, offset, limit));
    },

    async get(actor: Actor, id: number): Promise<AdminUser> {
      assertCan(actor, 'view', { type: 'user', id });
      const row = await users.findById(id, db);
      if (!row) throw notFound('User');
      return present(row, actor!, await users.countActiveAdmins());
    },
  };
}
