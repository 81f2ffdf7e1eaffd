import type { AdminUser, BulkResult, adminUserUpdateSchema } from '@shop/contract';
import type { z } from 'zod';
import { assertCan, type Actor } from '../../lib/access-policy';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import {
  accountChange,
  checkEmail,
  checkPassword,
  emailTaken,
  guardAdmins,
  isUniqueViolation,
  type AccountsContext,
} from './accounts.context';
import type { UserRow } from './users.repository';

type AccountUpdateDeps = Pick<AccountsContext, 'db' | 'users' | 'auth' | 'present'>;

/** An admin changes an account (its address, roles, activity, password), or many at once. */
export function createAccountUpdate({ db, users, auth, present }: AccountUpdateDeps) {
  /**
   * One account's edit. `keepSession` is the caller's own session: an admin changing their own
   * roles stays signed in here (with the rights the new roles give) and is signed out elsewhere.
   */
  async function update(
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
  }

  return {
    update,

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
          await update(actor, id, { is_active: isActive });
          result.changed.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.skipped.push({ id, code: error.code, reason: error.details?.reason });
        }
      }
      return result;
    },
  };
}
