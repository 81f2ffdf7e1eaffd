import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users/users.service';
import { emailTaken, linkInvalid, type EmailLinksContext } from './email-links.context';
import { hashToken } from './tokens';

type EmailConfirmationDeps = Pick<
  EmailLinksContext,
  'db' | 'repo' | 'users' | 'emails' | 'rateLimits' | 'window' | 'send' | 'accountChanged'
>;

/** The links that prove an address: a new account's, and a new address asked for. */
export function createEmailConfirmation({
  db,
  repo,
  users,
  emails,
  rateLimits,
  window,
  send,
  accountChanged,
}: EmailConfirmationDeps) {
  return {
    /** The first link of a new account, in the transaction that creates it. */
    sendVerification: (user: Pick<UserRow, 'id' | 'email'>, tx: DbOrTx) =>
      send(user.id, 'verify', user.email, tx),

    /** Another link for an address not confirmed yet (the first one was lost or expired). */
    async resendVerification(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) return;
      await rateLimits.consume({ key: `verify-resend:${user.id}`, max: 3, windowSeconds: window });
      await db.transaction((tx) => send(user.id, 'verify', user.email, tx));
      await emails.kick();
    },

    /**
     * Follows a confirmation link: the account's address is proven, or the new address asked for
     * replaces the old one. A link for an address the account no longer has (or no longer asks
     * for) does nothing.
     */
    async confirmEmail(token: string): Promise<{ email: string }> {
      const { userId, email } = await db.transaction(async (tx) => {
        const link = await repo.takeEmailToken(hashToken(token), ['verify', 'change'], tx);
        if (!link) throw linkInvalid();
        const user = await users.lock(link.userId, tx);
        if (!user) throw linkInvalid();
        if (link.purpose === 'verify') {
          if (user.email !== link.email) throw linkInvalid();
          if (!user.emailVerifiedAt)
            await users.updateAccount(user.id, { emailVerifiedAt: new Date() }, tx);
          return { userId: user.id, email: user.email };
        }
        if (user.pendingEmail !== link.email) throw linkInvalid();
        // Somebody else may have taken the address since it was asked for.
        const holder = await users.findByEmail(link.email, tx);
        if (holder && holder.id !== user.id) throw emailTaken();
        await users.updateAccount(
          user.id,
          { email: link.email, emailVerifiedAt: new Date(), pendingEmail: null },
          tx,
        );
        // Links sent to the old address (a password reset) no longer speak for the account.
        await repo.deleteEmailTokens(user.id, tx);
        return { userId: user.id, email: link.email };
      });
      // The tab that opened the link reads the account next; the announcement may come later.
      accountChanged(userId);
      return { email };
    },
  };
}
