import { isValidEmail, type AuthResponse } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { assertNewPassword } from '../../lib/password-rules';
import { inactive, invalidCredentials, type AuthContext, type ClientInfo } from './auth.context';

/** Waits before answering a sign-in of an account under a guessing attack (at most 3 s). */
const slowDownMs = (excess: number) => Math.min(3000, 250 * 2 ** Math.min(excess, 4));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PasswordSignInDeps = Pick<
  AuthContext,
  'db' | 'links' | 'emails' | 'users' | 'rateLimits' | 'perIp' | 'perAccount' | 'issueSession'
>;

/** Registration with an email and a password, and the sign-in with them. */
export function createPasswordSignIn({
  db,
  links,
  emails,
  users,
  rateLimits,
  perIp,
  perAccount,
  issueSession,
}: PasswordSignInDeps) {
  return {
    async register(
      input: { email: string; password: string },
      client: ClientInfo,
    ): Promise<AuthResponse> {
      await rateLimits.consume(perIp('register', client.ip));
      await rateLimits.consume(perAccount('register', input.email));
      if (!isValidEmail(input.email)) throw new AppError('INVALID_EMAIL', 400, 'invalid email');
      await assertNewPassword(input.password);
      // The account and the email with its confirmation link are written together.
      const user = await db.transaction(async (tx) => {
        const created = await users.createWithPassword(
          { email: input.email, password: input.password, verified: false },
          tx,
        );
        if (created) await links.sendVerification(created, tx);
        return created;
      });
      if (!user) throw new AppError('EMAIL_TAKEN', 409, 'email already in use');
      await emails.kick();
      return issueSession(user, client);
    },

    /**
     * Email and password sign-in. Every attempt counts against the address. Wrong passwords count
     * against the account from that address, which is refused after the limit; from any address
     * together they only slow the account's sign-ins down. A correct password is never refused
     * because others guessed wrong: the owner always gets in.
     */
    async login(
      input: { email: string; password: string },
      client: ClientInfo,
    ): Promise<AuthResponse> {
      await rateLimits.consume(perIp('login', client.ip));
      const fromHere = perAccount('login-failed', `${input.email}:ip:${client.ip}`);
      const anywhere = perAccount('login-failed', input.email);
      await rateLimits.assertNotExceeded(fromHere);
      const failures = await rateLimits.count(anywhere.key);
      if (failures >= anywhere.max) await pause(slowDownMs(failures - anywhere.max));

      const user = await users.findByEmail(input.email, db);
      const passwordOk = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !passwordOk) {
        await rateLimits.record(fromHere);
        await rateLimits.record(anywhere);
        throw invalidCredentials();
      }
      if (!user.isActive) throw inactive();
      await rateLimits.reset(fromHere.key);
      await rateLimits.reset(anywhere.key);
      return issueSession(user, client);
    },
  };
}
