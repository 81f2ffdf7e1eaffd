import { recordAudit } from '../audit/audit.service';
import { accountChange, checkPassword, type AccountsContext } from './accounts.context';

type PasswordResetDeps = Pick<AccountsContext, 'db' | 'users' | 'auth'>;

/** The operator's reset command (`npm run reset-password`), run beside the shop. */
export function createPasswordReset({ db, users, auth }: PasswordResetDeps) {
  return {
    /**
     * Sets a new password for an account by email: the roles stay as they are and every session
     * is signed out. Answers false when there is no such account.
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
  };
}
