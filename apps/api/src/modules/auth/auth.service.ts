import { isValidEmail, type AuthResponse, type TokenPair } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { assertNewPassword } from '../../lib/password-rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UserRow, UsersService } from '../users/users.service';
import type { Db, DbOrTx } from '../../db/client';
import type { EmailsService } from '../emails/emails.service';
import type { AuthRepository } from './auth.repository';
import type { EmailLinksService } from './email-links.service';
import type { GoogleClient } from './google';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens';

export type ClientInfo = { ip: string; userAgent: string | null };

const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'Invalid credentials');
const inactive = () => new AppError('ACCOUNT_INACTIVE', 403, 'This account is deactivated');
const refreshInvalid = () => new AppError('REFRESH_TOKEN_INVALID', 401, 'Invalid refresh token');
const sessionRevoked = () =>
  new AppError('SESSION_REVOKED', 401, 'The session has ended; sign in again');

type Deps = {
  db: Db;
  config: AppConfig;
  links: Pick<EmailLinksService, 'sendVerification'>;
  emails: Pick<EmailsService, 'kick'>;
  repo: AuthRepository;
  users: UsersService;
  rateLimits: RateLimitService;
  signer: TokenSigner;
  google: GoogleClient | null;
};

/** Waits before answering a sign-in of an account under a guessing attack (at most 3 s). */
const slowDownMs = (excess: number) => Math.min(3000, 250 * 2 ** Math.min(excess, 4));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthService({
  db,
  config,
  links,
  emails,
  repo,
  users,
  rateLimits,
  signer,
  google,
}: Deps) {
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const perIp = (action: string, ip: string, factor = 1) => ({
    key: `${action}:ip:${ip}`,
    max: config.RATE_LIMIT_AUTH_PER_IP * factor,
    windowSeconds: window,
  });
  const perAccount = (action: string, account: string | number, factor = 1) => ({
    key: `${action}:account:${account}`,
    max: config.RATE_LIMIT_AUTH_PER_ACCOUNT * factor,
    windowSeconds: window,
  });
  const refreshTtlMs = config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

  async function issueSession(user: UserRow, client: ClientInfo): Promise<AuthResponse> {
    const refreshToken = newRefreshToken();
    const expiresAt = new Date(Date.now() + refreshTtlMs);
    // A session and its first refresh token are written together.
    const session = await db.transaction(async (tx) => {
      const created = await repo.insertSession(
        {
          userId: user.id,
          expiresAt,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          ip: client.ip,
        },
        tx,
      );
      await repo.insertRefreshToken(
        { sessionId: created.id, tokenHash: hashToken(refreshToken), expiresAt },
        tx,
      );
      return created;
    });
    const accessToken = await signer.signAccess({ userId: user.id, sessionId: session.id });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: signer.accessTtlSeconds,
      user: users.present(user),
    };
  }

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

    /** A new session for a user who proved who they are some other way (a password reset link). */
    signIn: issueSession,

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

    /** Rotates the refresh token; a token presented twice revokes its whole session. */
    async refresh(refreshToken: string, client: ClientInfo): Promise<TokenPair> {
      // Guessed tokens spend their own budget per address, never that of real sessions: behind a
      // shared address, one client's junk must not sign the others out.
      const found = await repo.findRefreshToken(hashToken(refreshToken), db);
      if (!found) {
        await rateLimits.consume(perIp('refresh-invalid', client.ip, 3));
        throw refreshInvalid();
      }
      const { token, session, user } = found;
      await rateLimits.consume(perAccount('refresh', user.id, 6));

      // A deactivated account is told so before anything else: its sessions were ended with it,
      // and the client names the reason instead of a plain «session ended».
      if (!user.isActive) throw inactive();
      if (session.revokedAt || session.expiresAt <= new Date()) throw sessionRevoked();
      if (token.usedAt) {
        await repo.revokeSession(session.id, 'refresh token reuse', db);
        throw sessionRevoked();
      }
      if (token.expiresAt <= new Date()) throw refreshInvalid();

      const next = newRefreshToken();
      // The presented token is marked used and its successor issued in one transaction; a token
      // used concurrently issues nothing and is treated as reuse.
      const rotated = await db.transaction(async (tx) => {
        if (!(await repo.markRefreshTokenUsed(token.id, tx))) return false;
        await repo.insertRefreshToken(
          {
            sessionId: session.id,
            tokenHash: hashToken(next),
            expiresAt: new Date(Date.now() + refreshTtlMs),
          },
          tx,
        );
        await repo.touchSession(session.id, tx);
        return true;
      });
      if (!rotated) {
        await repo.revokeSession(session.id, 'refresh token reuse', db);
        throw sessionRevoked();
      }
      return {
        access_token: await signer.signAccess({ userId: user.id, sessionId: session.id }),
        refresh_token: next,
        token_type: 'bearer',
        expires_in: signer.accessTtlSeconds,
      };
    },

    /** Ends the session of the refresh token, or of the access token when that is all we got. */
    async logout(input: { refreshToken?: string; sessionId?: string }): Promise<void> {
      if (input.refreshToken) {
        const found = await repo.findRefreshToken(hashToken(input.refreshToken), db);
        if (found) await repo.revokeSession(found.session.id, 'logout', db);
      }
      if (input.sessionId) await repo.revokeSession(input.sessionId, 'logout', db);
    },

    /** The signed-in user behind an access token; revoked sessions and inactive users are refused. */
    async authenticate(accessToken: string): Promise<{ user: UserRow; sessionId: string }> {
      const claims = await signer.verifyAccess(accessToken);
      const found = await repo.findSessionUser(claims.userId, claims.sessionId, db);
      if (!found) throw sessionRevoked();
      // Deactivation ends the sessions too; the reason the account's own tab hears is the account's.
      if (!found.user.isActive) throw inactive();
      if (found.revokedAt || found.expiresAt <= new Date()) throw sessionRevoked();
      return { user: found.user, sessionId: claims.sessionId };
    },

    purgeExpired: () => repo.purgeExpired(db),

    /** Signs a user out everywhere (but the session `keep`), inside the caller's transaction. */
    revokeAllSessions: (userId: number, reason: string, ex: DbOrTx, keep?: string) =>
      repo.revokeAllSessions(userId, reason, ex, keep),
    lastActive: (userIds: number[]) => repo.lastActive(userIds, db),
    /** Signs a user out everywhere, on its own: for a change already committed elsewhere. */
    revokeAllSessionsNow: (userId: number, reason: string) =>
      repo.revokeAllSessions(userId, reason, db),
    verifyPassword,

    googleEnabled: () => google !== null,

    async startGoogle(): Promise<{ url: string; state: string }> {
      if (!google)
        throw new AppError(
          'GOOGLE_NOT_CONFIGURED',
          503,
          'Google sign-in is not configured on this server',
        );
      const { url, state, codeVerifier } = google.start();
      await repo.saveOAuthState(state, codeVerifier, new Date(Date.now() + OAUTH_STATE_TTL_MS), db);
      return { url, state };
    },

    async finishGoogle(
      input: { code?: string; state?: string; cookieState?: string; error?: string },
      client: ClientInfo,
      log: (message: string, err?: unknown) => void,
    ): Promise<AuthResponse> {
      if (!google)
        throw new AppError(
          'GOOGLE_NOT_CONFIGURED',
          503,
          'Google sign-in is not configured on this server',
        );
      if (!input.code)
        throw new AppError('GOOGLE_CODE_MISSING', 400, 'Authorization code not found');
      await rateLimits.consume(perIp('google', client.ip));
      const failed = () => new AppError('GOOGLE_AUTH_FAILED', 400, 'Google sign-in failed');
      // The state must be one we issued, unused, unexpired, and issued to this very browser.
      if (!input.state || input.state !== input.cookieState) throw failed();
      const saved = await repo.takeOAuthState(input.state, db);
      if (!saved || saved.expiresAt <= new Date()) throw failed();

      let profile;
      try {
        profile = await google.finish(input.code, saved.codeVerifier);
      } catch (err) {
        log('Google code exchange failed', err);
        throw failed();
      }
      // Only an address Google itself vouches for may stand for an account here (decision 045).
      if (profile.email_verified !== true) throw failed();
      const email = profile.email.trim().toLowerCase();

      let user = await users.findByGoogleSub(profile.sub);
      if (!user) {
        const byEmail = await users.findByEmail(email, db);
        if (byEmail) {
          if (!byEmail.isActive) throw inactive();
          // Attaching a sign-in method ends every other session: whoever registered the address
          // before its owner (and never proved it) is signed out and loses their password.
          user = await db.transaction(async (tx) => {
            const attached = await users.attachGoogle(byEmail, profile.sub, tx);
            await repo.revokeAllSessions(byEmail.id, 'google attached', tx);
            if (!byEmail.emailVerifiedAt) await repo.deleteEmailTokens(byEmail.id, tx);
            return attached ?? byEmail;
          });
        } else {
          user = await users.createFromGoogle({
            email,
            googleSub: profile.sub,
            firstName: profile.given_name ?? null,
            lastName: profile.family_name ?? null,
            // Google's picture is an outside address: the shopper uploads their own avatar.
            avatar: null,
          });
          if (!user) throw failed();
        }
      }
      if (!user.isActive) throw inactive();
      return issueSession(user, client);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
