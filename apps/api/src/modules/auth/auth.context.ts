import type { AuthResponse } from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EmailsService } from '../emails/emails.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UserRow, UsersService } from '../users/users.service';
import type { AuthRepository, ClientInfo, SessionUser } from './auth.repository';
import type { KeptSessions } from './kept-sessions';
import type { EmailLinksService } from './email-links.service';
import type { GoogleClient } from './google';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens';

export type { ClientInfo };

export const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 401, 'Invalid credentials');
export const inactive = () => new AppError('ACCOUNT_INACTIVE', 403, 'This account is deactivated');
export const refreshInvalid = () =>
  new AppError('REFRESH_TOKEN_INVALID', 401, 'Invalid refresh token');
export const sessionRevoked = () =>
  new AppError('SESSION_REVOKED', 401, 'The session has ended; sign in again');

/** What the auth service is built from. */
export type AuthDeps = {
  db: Db;
  config: AppConfig;
  links: Pick<EmailLinksService, 'sendVerification'>;
  emails: Pick<EmailsService, 'kick'>;
  repo: AuthRepository;
  users: UsersService;
  rateLimits: RateLimitService;
  signer: TokenSigner;
  google: GoogleClient | null;
  keptSessions: KeptSessions<SessionUser>;
};

/**
 * What every way in shares: the dependencies, the rate limits' keys (per address and per
 * account, within one window) and the making of a session with its first tokens.
 */
export function createAuthContext(deps: AuthDeps) {
  const { db, config, repo, users, signer } = deps;
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

  return { ...deps, perIp, perAccount, refreshTtlMs, issueSession };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
