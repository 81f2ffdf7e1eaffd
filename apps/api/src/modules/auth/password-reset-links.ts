import { isValidEmail } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import { assertNewPassword } from '../../lib/password-rules';
import type { UserRow } from '../users/users.service';
import type { ClientInfo } from './auth.repository';
import { linkInvalid, MAILS_PER_RECIPIENT, type EmailLinksContext } from './email-links.context';
import { hashToken } from './tokens';

type PasswordResetLinksDeps = Pick<
  EmailLinksContext,
  'db' | 'config' | 'repo' | 'users' | 'emails' | 'rateLimits' | 'window' | 'later' | 'send'
>;

/** «Забыли пароль?»: a reset link asked for, checked, and followed to a new password. */
export function createPasswordResetLinks({
  db,
  config,
  repo,
  users,
  emails,
  rateLimits,
  window,
  later,
  send,
}: PasswordResetLinksDeps) {
  return {
    /**
     * «Забыли пароль?»: the same answer, after the same work, whether or not the address has an
     * account. The request only counts the attempt and hands the address to `later`; looking the
     * account up and writing its link happen after the answer, so neither the answer nor its
     * timing tells which addresses are registered. A reset link goes only to an address that has
     * an account, at most a few times per window, so nobody can flood a mailbox through the shop.
     */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      await rateLimits.consume({
        key: `password-forgot:ip:${client.ip}`,
        max: config.RATE_LIMIT_AUTH_PER_IP,
        windowSeconds: window,
      });
      if (!isValidEmail(email)) throw new AppError('INVALID_EMAIL', 400, 'invalid email');
      const perAddress = {
        key: `password-forgot:email:${email}`,
        max: MAILS_PER_RECIPIENT,
        windowSeconds: window,
      };
      if ((await rateLimits.count(perAddress.key)) >= perAddress.max) return;
      await rateLimits.record(perAddress);
      later(async () => {
        const user = await users.findByEmail(email, db);
        if (!user || !user.isActive) return;
        await db.transaction((tx) => send(user.id, 'reset', user.email, tx));
        await emails.kick();
      });
    },

    /**
     * Whether a reset link still works, without using it: the page says at once that a used or
     * expired link is dead, before anybody types a new password twice.
     */
    async checkResetLink(token: string): Promise<void> {
      const link = await repo.findEmailToken(hashToken(token), ['reset'], db);
      const user = link && (await users.findById(link.userId, db));
      if (!user || user.email !== link.email || !user.isActive) throw linkInvalid();
    },

    /**
     * Sets the password from a reset link and ends every session of the account; the caller signs
     * the user in anew. Following the link also proves the address.
     */
    async resetPassword(token: string, password: string): Promise<UserRow> {
      await assertNewPassword(password);
      return db.transaction(async (tx) => {
        const link = await repo.takeEmailToken(hashToken(token), ['reset'], tx);
        if (!link) throw linkInvalid();
        const user = await users.lock(link.userId, tx);
        if (!user || user.email !== link.email) throw linkInvalid();
        if (!user.isActive)
          throw new AppError('ACCOUNT_INACTIVE', 403, 'This account is deactivated');
        await users.setPassword(user.id, password, tx);
        const updated = await users.updateAccount(
          user.id,
          { emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
          tx,
        );
        await repo.revokeAllSessions(user.id, 'password reset', tx);
        await repo.deleteEmailTokens(user.id, tx);
        return updated!;
      });
    },
  };
}
