import { AppError } from '../../lib/app-error';
import { assertNewPassword } from '../../lib/password-rules';
import type { AccountsContext } from './accounts.context';
import type { UserRow } from './users.repository';

type OwnPasswordDeps = Pick<AccountsContext, 'db' | 'users' | 'auth' | 'rateLimits'>;

/** A user changes their own password. */
export function createOwnPassword({ db, users, auth, rateLimits }: OwnPasswordDeps) {
  return {
    /**
     * The current password proves it is them (an account that only ever signed in with Google
     * has none to give), the new one follows the rules, and every other session is signed out.
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
  };
}
