import type { TokenPair } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users/users.service';
import {
  inactive,
  refreshInvalid,
  sessionRevoked,
  type AuthContext,
  type ClientInfo,
} from './auth.context';
import { hashToken, newRefreshToken } from './tokens';

type AuthSessionsDeps = Pick<
  AuthContext,
  'db' | 'repo' | 'rateLimits' | 'signer' | 'perIp' | 'perAccount' | 'refreshTtlMs' | 'keptSessions'
>;

/** A session's life after sign-in: its tokens refreshed, checked on each request, and ended. */
export function createAuthSessions({
  db,
  repo,
  rateLimits,
  signer,
  perIp,
  perAccount,
  refreshTtlMs,
  keptSessions,
}: AuthSessionsDeps) {
  return {
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
      const found = await keptSessions.find(claims.userId, claims.sessionId, () =>
        repo.findSessionUser(claims.userId, claims.sessionId, db),
      );
      if (!found) throw sessionRevoked();
      // Deactivation ends the sessions too; the reason the account's own tab hears is the account's.
      if (!found.user.isActive) throw inactive();
      if (found.revokedAt || found.expiresAt <= new Date()) throw sessionRevoked();
      return { user: found.user, sessionId: claims.sessionId };
    },

    purgeExpired: () => repo.purgeExpired(db),

    /**
     * This process changed the account: its next request reads the session afresh rather than
     * waiting for the announcement, which arrives a moment later.
     */
    accountChanged: (userId: number) => keptSessions.dropUser(userId),

    /** Signs a user out everywhere (but the session `keep`), inside the caller's transaction. */
    revokeAllSessions: (userId: number, reason: string, ex: DbOrTx, keep?: string) =>
      repo.revokeAllSessions(userId, reason, ex, keep),
    lastActive: (userIds: number[]) => repo.lastActive(userIds, db),
    /** Signs a user out everywhere, on its own: for a change already committed elsewhere. */
    revokeAllSessionsNow: (userId: number, reason: string) =>
      repo.revokeAllSessions(userId, reason, db),
  };
}
