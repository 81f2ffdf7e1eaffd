import { isValidEmail } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { UserRow } from '../users/users.service';
import { accountEmails } from './account-emails';
import type { ClientInfo } from './auth.repository';
import { emailTaken, MAILS_PER_RECIPIENT, type EmailLinksContext } from './email-links.context';

type EmailChangeDeps = Pick<
  EmailLinksContext,
  'db' | 'config' | 'repo' | 'users' | 'emails' | 'rateLimits' | 'window' | 'send'
>;

/** A new address asked for in the settings, and that request dropped. */
export function createEmailChange({
  db,
  config,
  repo,
  users,
  emails,
  rateLimits,
  window,
  send,
}: EmailChangeDeps) {
  return {
    /**
     * A new address from the settings: it takes effect when its link is followed. The password (for
     * an account that has one) proves it is the owner asking; the old address is told. Only a
     * confirmed account may ask, and the mails one address gets are counted whichever account
     * asks and wherever from, so throwaway accounts cannot flood somebody's mailbox through it.
     */
    async requestEmailChange(
      user: UserRow,
      input: { email: string; current_password?: string },
      client: ClientInfo,
    ): Promise<UserRow> {
      await rateLimits.consume({
        key: `email-change:ip:${client.ip}`,
        max: config.RATE_LIMIT_AUTH_PER_IP,
        windowSeconds: window,
      });
      await rateLimits.consume({ key: `email-change:${user.id}`, max: 5, windowSeconds: window });
      if (!user.emailVerifiedAt)
        throw new AppError('EMAIL_NOT_VERIFIED', 403, 'Confirm the current address first');
      if (!isValidEmail(input.email))
        throw new AppError('INVALID_EMAIL', 400, 'The email address is not valid', {
          fields: [{ path: 'email', message: 'The email address is not valid' }],
        });
      if (
        user.passwordHash &&
        !(await verifyPassword(user.passwordHash, input.current_password ?? ''))
      )
        throw new AppError('WRONG_PASSWORD', 400, 'The current password is wrong', {
          fields: [{ path: 'current_password', message: 'The current password is wrong' }],
        });
      if (input.email === user.email)
        throw new AppError('VALIDATION_FAILED', 400, 'This is already the account’s address', {
          fields: [{ path: 'email', message: 'This is already the account’s address' }],
        });
      if (await users.findByEmail(input.email, db)) throw emailTaken();
      await rateLimits.consume({
        key: `email-change:to:${input.email}`,
        max: MAILS_PER_RECIPIENT,
        windowSeconds: window,
      });
      const updated = await db.transaction(async (tx) => {
        const row = await users.updateAccount(user.id, { pendingEmail: input.email }, tx);
        await send(user.id, 'change', input.email, tx);
        await emails.enqueue(
          { to: user.email, orderId: null, ...accountEmails.changeRequested(input.email) },
          tx,
        );
        return row!;
      });
      await emails.kick();
      return updated;
    },

    /** Drops an address change that was asked for and not confirmed yet. */
    async cancelEmailChange(user: UserRow): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await repo.deleteEmailTokens(user.id, tx, 'change');
        return (await users.updateAccount(user.id, { pendingEmail: null }, tx))!;
      });
    },
  };
}
