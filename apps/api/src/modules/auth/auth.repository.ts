import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens, oauthStates, refreshTokens, sessions, users } from '../../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Who asked: the address and browser a session is recorded with and limits are counted by. */
export type ClientInfo = { ip: string; userAgent: string | null };

/** A session as a signed-in request is checked against: its user, whether and when it ends. */
export type SessionUser = {
  user: typeof users.$inferSelect;
  revokedAt: Date | null;
  expiresAt: Date;
};

export function createAuthRepository() {
  return {
    async insertSession(
      input: { userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
      ex: DbOrTx,
    ) {
      const [session] = await ex.insert(sessions).values(input).returning();
      return session!;
    },

    async insertRefreshToken(
      input: { sessionId: string; tokenHash: string; expiresAt: Date },
      ex: DbOrTx,
    ) {
      await ex.insert(refreshTokens).values(input);
    },

    async findRefreshToken(tokenHash: string, ex: DbOrTx) {
      const [row] = await ex
        .select({ token: refreshTokens, session: sessions, user: users })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** False when the token was already used (a concurrent refresh got there first). */
    async markRefreshTokenUsed(tokenId: string, ex: DbOrTx) {
      const used = await ex
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return used.length > 0;
    },

    async touchSession(sessionId: string, ex: DbOrTx) {
      await ex.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: string, reason: string, ex: DbOrTx) {
      await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every open session of a user but `keep` (their next request is refused). */
    async revokeAllSessions(userId: number, reason: string, ex: DbOrTx, keep?: string) {
      await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        );
    },

    /** The last time each of `userIds` used a session the shop still keeps. */
    async lastActive(
      userIds: number[],
      ex: DbOrTx,
    ): Promise<{ user_id: number; at: Date | string }[]> {
      if (!userIds.length) return [];
      const result = await ex.execute<{ user_id: number; at: Date | string }>(sql`
        select user_id, max(last_used_at) as at from sessions
        where user_id = any(${sql.param(userIds)}::int[])
        group by user_id`);
      return result.rows;
    },

    /** The user behind an access token, with its session's state, in one lookup. */
    async findSessionUser(
      userId: number,
      sessionId: string,
      ex: DbOrTx,
    ): Promise<SessionUser | undefined> {
      const [row] = await ex
        .select({ user: users, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      return row;
    },

    async saveOAuthState(state: string, codeVerifier: string, expiresAt: Date, ex: DbOrTx) {
      await ex.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
      await ex.insert(oauthStates).values({ state, codeVerifier, expiresAt });
    },

    /** A new emailed link; the account's earlier links of the same purpose stop working. */
    async createEmailToken(
      input: {
        userId: number;
        purpose: EmailTokenPurpose;
        email: string;
        tokenHash: string;
        expiresAt: Date;
      },
      ex: DbOrTx,
    ) {
      await ex
        .delete(emailTokens)
        .where(and(eq(emailTokens.userId, input.userId), eq(emailTokens.purpose, input.purpose)));
      await ex.insert(emailTokens).values(input);
    },

    /** An unexpired, unused link of one of `purposes`, left as it is (a page checks it first). */
    async findEmailToken(tokenHash: string, purposes: EmailTokenPurpose[], ex: DbOrTx) {
      const [row] = await ex
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            inArray(emailTokens.purpose, purposes),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /** Single use: marks an unexpired, unused link of one of `purposes` used as it is read. */
    async takeEmailToken(tokenHash: string, purposes: EmailTokenPurpose[], ex: DbOrTx) {
      const [row] = await ex
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            inArray(emailTokens.purpose, purposes),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** The account's links (of one purpose, or all) stop working: its address or owner changed. */
    async deleteEmailTokens(userId: number, ex: DbOrTx, purpose?: EmailTokenPurpose) {
      await ex
        .delete(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            purpose ? eq(emailTokens.purpose, purpose) : undefined,
          ),
        );
    },

    async purgeExpired(ex: DbOrTx) {
      await ex.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
      await ex.delete(emailTokens).where(sql`${emailTokens.expiresAt} < now() - interval '1 day'`);
      // Sessions past their end (or revoked a week ago) take their refresh tokens with them.
      await ex
        .delete(sessions)
        .where(
          sql`${sessions.expiresAt} < now() or ${sessions.revokedAt} < now() - interval '7 days'`,
        );
    },

    /** Single use: the state is deleted as it is read. */
    async takeOAuthState(state: string, ex: DbOrTx) {
      const [row] = await ex.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
