import type { AppConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EmailsService } from '../emails/emails.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/users.service';
import { accountEmails } from './account-emails';
import type { AuthRepository, EmailTokenPurpose } from './auth.repository';
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
export const MAILS_PER_RECIPIENT = 3;

export const linkInvalid = () =>
  new AppError('EMAIL_LINK_INVALID', 400, 'The link is invalid, used or expired');
export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'A user with this email already exists', {
    fields: [{ path: 'email', message: 'A user with this email already exists' }],
  });

/** What the email links service is built from. */
export type EmailLinksDeps = {
  db: Db;
  config: AppConfig;
  repo: AuthRepository;
  users: UsersService;
  emails: Pick<EmailsService, 'enqueue' | 'kick'>;
  rateLimits: RateLimitService;
  log?: (message: string, err?: unknown) => void;
  /** A link changed the account: this process reads its sessions afresh (decision 107). */
  accountChanged?: (userId: number) => void;
};

/**
 * What every kind of link shares: the dependencies, the rate limits' window, the writing of a
 * link with its email, and the work done after the answer is sent.
 */
export function createEmailLinksContext({
  log = (message, err) => console.error(message, err ?? ''),
  accountChanged = () => undefined,
  ...deps
}: EmailLinksDeps) {
  const { config, repo, emails } = deps;
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

  /** Waits for the work handed to `later` (the server's shutdown, and tests). */
  const settled = () => Promise.all([...pending]).then(() => undefined);

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

  return { ...deps, window, later, settled, send, accountChanged };
}

export type EmailLinksContext = ReturnType<typeof createEmailLinksContext>;
