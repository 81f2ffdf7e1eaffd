import { isValidEmail } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { assertNewPassword } from '../../lib/password-rules';
import type { EmailsService } from '../emails/emails.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UserRow, UsersService } from '../users/users.service';
import { accountEmails } from './account-emails';
import type { AuthRepository, ClientInfo, EmailTokenPurpose } from './auth.repository';
import { hashToken, newLinkToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a link works (decision 045): a day to confirm an address or a new one, an hour to reset
 * a password (whoever holds a reset link can set the password, so it expires soonest).
 */
const TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * HOUR_MS,
  change: 24 * HOUR_MS,
  reset: HOUR_MS,
};

/** Links to one address per window, whichever account asks (as «Забыли пароль?» sends). */
const MAILS_PER_RECIPIENT = 3;

const linkInvalid = () =>
  new AppError('EMAIL_LINK_INVALID', 400, 'The link is invalid, used or expired');
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'A user with this email already exists', {
    fields: [{ path: 'email', message: 'A user with this email already exists' }],
  });

type Deps = {
  db: Db;
  config: AppConfig;
  repo: AuthRepository;
  users: UsersService;
  emails: Pick<EmailsService, 'enqueue' | 'kick'>;
  rateLimits: RateLimitService;
  log?: (message: string, err?: unknown) => void;
};

/**
 * Links sent by email that prove the reader owns an address (decision 045): confirming the address
 * of a new account, a new address asked for in the settings, and a forgotten password. Each link
 * is random, stored hashed, works once and expires; a newer link of the same kind replaces it.
 */
export function createEmailLinksService({
  db,
  config,
  repo,
  users,
  emails,
  rateLimits,
  log = (message, err) => console.error(message, err ?? ''),
}: Deps) {
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const pending = new Set<Promise<void>>();

  /** Work done after the answer is sent; a failure is logged, as nobody waits for it. */
  function later(work: () => Promise<void>) {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => log('email link work failed', err))
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  /** Writes the link and its email inside the caller's transaction (the email is never lost). */
  async function send(userId: number, purpose: EmailTokenPurpose, to: string, tx: DbOrTx) {
    const token = newLinkToken();
    await repo.createEmailToken(
      {
        userId,
        purpose,
        email: to,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TTL_MS[purpose]),
      },
      tx,
    );
    const page = purpose === 'reset' ? '/reset-password' : '/verify-email';
    const link = `${config.publicUrl}${page}?token=${encodeURIComponent(token)}`;
    await emails.enqueue({ to, orderId: null, ...accountEmails[purpose](link) }, tx);
  }

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
      const email = await db.transaction(async (tx) => {
        const link = await repo.takeEmailToken(hashToken(token), ['verify', 'change'], tx);
        if (!link) throw linkInvalid();
        const user = await users.lock(link.userId, tx);
        if (!user) throw linkInvalid();
        if (link.purpose === 'verify') {
          if (user.email !== link.email) throw linkInvalid();
          if (!user.emailVerifiedAt)
            await users.updateAccount(user.id, { emailVerifiedAt: new Date() }, tx);
          return user.email;
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
        return link.email;
      });
      return { email };
    },

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

    /** Waits for the work handed to `later` (the server's shutdown, and tests). */
    settled: () => Promise.all([...pending]).then(() => undefined),

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

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
