import {
  PAGE_SIZE,
  isStrongEnoughPassword,
  isValidEmail,
  type AdminUser,
  type AdminUserPage,
  type AdminUserSort,
  type BulkResult,
  type SortOrder,
  type adminUserCreateSchema,
  type adminUserUpdateSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { pagesOf } from '../../lib/csv-export';
import { assertNewPassword, isCommonPassword } from '../../lib/password-rules';
import { changesOf, recordAudit, type AuditRecord } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { CleanupWarning, ProfileService } from '../profile/profile.service';
import type { UserRow } from './users.repository';
import type { UsersService } from './users.service';

type Deps = {
  db: Db;
  users: UsersService;
  auth: AuthService;
  profile: ProfileService;
  rateLimits: RateLimitService;
};

const protectedAccount = (message: string, reason: 'own_account' | 'last_admin') =>
  new AppError('PROTECTED_ACCOUNT', 409, message, { reason });
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'A user with this email already exists', {
    fields: [{ path: 'email', message: 'A user with this email already exists' }],
  });
const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
  '23505';

function checkEmail(email: string) {
  if (!isValidEmail(email))
    throw new AppError('INVALID_EMAIL', 400, 'The email address is not valid', {
      fields: [{ path: 'email', message: 'The email address is not valid' }],
    });
}
function checkPassword(password: string) {
  if (!isStrongEnoughPassword(password))
    throw new AppError('WEAK_PASSWORD', 400, 'The password must have at least 8 characters', {
      fields: [{ path: 'password', message: 'The password must have at least 8 characters' }],
    });
  if (isCommonPassword(password))
    throw new AppError('COMMON_PASSWORD', 400, 'The password is one of the most used ones', {
      fields: [{ path: 'password', message: 'The password is one of the most used ones' }],
    });
}

/**
 * Accounts as the admin area manages them. An admin never removes their own access, and the last
 * active admin can never be deleted, deactivated or demoted. Deactivation, a change of roles or
 * of password signs the user out everywhere at once.
 */
export function createAccountsService({ db, users, auth, profile, rateLimits }: Deps) {
  async function present(row: UserRow, actor: NonNullable<Actor>, activeAdmins: number) {
    const lastAdmin = row.isAdmin && row.isActive && activeAdmins <= 1;
    // An orders manager reads customers and changes no account.
    const edits = can(actor, 'edit', { type: 'user', id: row.id });
    return {
      ...users.present(row),
      can_edit: edits,
      can_delete: edits && row.id !== actor.id && !lastAdmin,
      can_remove_admin: edits && row.isAdmin && !lastAdmin,
    };
  }

  /**
   * Refuses deleting or deactivating oneself, and removing the last active admin in any way
   * (deletion, deactivation, demotion). An admin may give up their own admin role while another
   * active admin remains (decision 077).
   */
  function guardAdmins(
    actor: NonNullable<Actor>,
    target: UserRow,
    removes: 'access' | 'admin role' | null,
    otherActiveAdmins: number,
  ) {
    if (!removes) return;
    if (target.id === actor.id && removes === 'access')
      throw protectedAccount('You cannot delete or deactivate yourself', 'own_account');
    if (target.isAdmin && target.isActive && otherActiveAdmins === 0)
      throw protectedAccount('The last active admin cannot be removed', 'last_admin');
  }

  /** The audit entry of an admin's change to an account: the gravest kind of change names it. */
  function accountChange(before: UserRow, after: UserRow, passwordSet: boolean) {
    const changes = {
      ...changesOf(before, after, ['email', 'isAdmin', 'isModerator', 'isManager', 'isActive']),
      ...(passwordSet && { password_reset: [false, true] as [unknown, unknown] }),
    };
    const action: AuditRecord['action'] =
      before.isActive !== after.isActive
        ? after.isActive
          ? 'user.activate'
          : 'user.deactivate'
        : before.isAdmin !== after.isAdmin ||
            before.isModerator !== after.isModerator ||
            before.isManager !== after.isManager
          ? 'user.roles'
          : passwordSet
            ? 'user.password'
            : 'user.update';
    return { action, entity: 'user' as const, entityId: after.id, changes };
  }

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

    /**
     * Activates or deactivates each account in turn through the same rules as one account's edit
     * (never oneself, never the last active admin); an account refused or gone is reported with
     * the code it would have answered alone, and the others still change.
     */
    async setActive(actor: Actor, ids: number[], isActive: boolean): Promise<BulkResult> {
      assertCan(actor, 'edit', { type: 'user' });
      const result: BulkResult = { changed: [], skipped: [] };
      for (const id of new Set(ids)) {
        try {
          await this.update(actor, id, { is_active: isActive });
          result.changed.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.skipped.push({ id, code: error.code, reason: error.details?.reason });
        }
      }
      return result;
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

    async create(actor: Actor, input: z.output<typeof adminUserCreateSchema>): Promise<AdminUser> {
      assertCan(actor, 'create', { type: 'user' });
      checkEmail(input.email);
      checkPassword(input.password);
      const row = await db.transaction(async (tx) => {
        const made = await users.createWithPassword(
          {
            email: input.email,
            password: input.password,
            // An admin vouches for the address of an account they make (decision 045).
            verified: true,
            isAdmin: input.is_admin,
            isModerator: input.is_moderator,
            isManager: input.is_manager,
            isActive: input.is_active,
          },
          tx,
        );
        if (made)
          await recordAudit(tx, {
            actorId: actor!.id,
            action: 'user.create',
            entity: 'user',
            entityId: made.id,
            changes: changesOf({}, made, [
              'email',
              'isAdmin',
              'isModerator',
              'isManager',
              'isActive',
            ]),
          });
        return made;
      });
      if (!row) throw emailTaken();
      return present(row, actor!, await users.countActiveAdmins());
    },

    /**
     * One account's edit. `keepSession` is the caller's own session: an admin changing their own
     * roles stays signed in here (with the rights the new roles give) and is signed out elsewhere.
     */
    async update(
      actor: Actor,
      id: number,
      input: z.output<typeof adminUserUpdateSchema>,
      keepSession?: string,
    ): Promise<AdminUser> {
      assertCan(actor, 'edit', { type: 'user', id });
      if (input.email !== undefined) checkEmail(input.email);
      const password = input.password ? input.password : undefined;
      if (password !== undefined) checkPassword(password);
      let updated: UserRow;
      try {
        updated = await db.transaction(async (tx) => {
          // The admins' rows first, in id order, then the target's: no two changes deadlock.
          const otherAdmins = await users.otherActiveAdmins(id, tx);
          const target = await users.lock(id, tx);
          if (!target) throw notFound('User');
          const deactivates = input.is_active === false && target.isActive;
          const demotes = input.is_admin === false && target.isAdmin;
          guardAdmins(
            actor!,
            target,
            deactivates ? 'access' : demotes ? 'admin role' : null,
            otherAdmins,
          );
          const newEmail = input.email !== undefined && input.email !== target.email;
          const row = (await users.updateAccount(
            id,
            {
              email: input.email,
              ...(newEmail && { emailVerifiedAt: new Date(), pendingEmail: null }),
              isAdmin: input.is_admin,
              isModerator: input.is_moderator,
              isManager: input.is_manager,
              isActive: input.is_active,
              password,
            },
            tx,
          ))!;
          const signOut =
            row.isActive !== target.isActive ||
            row.isAdmin !== target.isAdmin ||
            row.isModerator !== target.isModerator ||
            row.isManager !== target.isManager ||
            password !== undefined;
          if (signOut)
            await auth.revokeAllSessions(
              id,
              'changed by an admin',
              tx,
              id === actor!.id ? keepSession : undefined,
            );
          await recordAudit(tx, {
            actorId: actor!.id,
            ...accountChange(target, row, password !== undefined),
          });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return present(updated, actor!, await users.countActiveAdmins());
    },

    /**
     * A user changes their own password: the current one proves it is them (an account that only
     * ever signed in with Google has none to give), the new one follows the rules, and every other
     * session is signed out.
     */
    async changeOwnPassword(
      user: UserRow,
      sessionId: string,
      input: { current_password: string; new_password: string },
    ): Promise<void> {
      await rateLimits.consume({ key: `password-change:${user.id}`, max: 5, windowSeconds: 900 });
      if (
        user.passwordHash &&
        !(await auth.verifyPassword(user.passwordHash, input.current_password))
      )
        throw new AppError('WRONG_PASSWORD', 400, 'The current password is wrong', {
          fields: [{ path: 'current_password', message: 'The current password is wrong' }],
        });
      await assertNewPassword(input.new_password, 'new_password', user.passwordHash);
      await db.transaction(async (tx) => {
        await users.updateAccount(user.id, { password: input.new_password }, tx);
        await auth.revokeAllSessions(user.id, 'password changed', tx, sessionId);
      });
    },

    /**
     * Sets a new password for an account by email (the operator's reset command): the roles stay
     * as they are and every session is signed out. Answers false when there is no such account.
     */
    async resetPassword(email: string, password: string): Promise<boolean> {
      checkPassword(password);
      const user = await users.findByEmail(email, db);
      if (!user) return false;
      await db.transaction(async (tx) => {
        await users.updateAccount(user.id, { password }, tx);
        await auth.revokeAllSessions(user.id, 'password reset', tx);
        await recordAudit(tx, { actorId: null, ...accountChange(user, user, true) });
      });
      return true;
    },

    /** Deletes the account with its personal data, like the user's own account deletion. */
    async delete(actor: Actor, id: number, warn?: CleanupWarning): Promise<void> {
      assertCan(actor, 'delete', { type: 'user', id });
      if (!(await users.findById(id, db))) throw notFound('User');
      await profile.deleteAccount(id, warn, async (tx) => {
        const otherAdmins = await users.otherActiveAdmins(id, tx);
        const target = await users.findById(id, tx);
        if (target) guardAdmins(actor!, target, 'access', otherAdmins);
        await recordAudit(tx, {
          actorId: actor!.id,
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          changes: { email: [target?.email, null] },
        });
      });
    },
  };
}
