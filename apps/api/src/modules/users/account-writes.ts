import type { AdminUser, adminUserCreateSchema } from '@shop/contract';
import type { z } from 'zod';
import { assertCan, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import { changesOf, recordAudit } from '../audit/audit.service';
import type { CleanupWarning } from '../profile/profile.service';
import {
  checkEmail,
  checkPassword,
  emailTaken,
  guardAdmins,
  type AccountsContext,
} from './accounts.context';

type AccountWritesDeps = Pick<AccountsContext, 'db' | 'users' | 'profile' | 'present'>;

/** An admin makes an account, or deletes one. */
export function createAccountWrites({ db, users, profile, present }: AccountWritesDeps) {
  return {
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
