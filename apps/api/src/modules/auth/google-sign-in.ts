import type { AuthResponse } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import { inactive, type AuthContext, type ClientInfo } from './auth.context';

const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

type GoogleSignInDeps = Pick<
  AuthContext,
  'db' | 'repo' | 'users' | 'rateLimits' | 'google' | 'perIp' | 'issueSession'
>;

/** Sign-in with Google (OAuth with PKCE): an account found by its Google id or its address, or made. */
export function createGoogleSignIn({
  db,
  repo,
  users,
  rateLimits,
  google,
  perIp,
  issueSession,
}: GoogleSignInDeps) {
  /**
   * The account a Google sign-in stands for: the one with this Google id, else the one with this
   * address (Google attached to it), else a new one; null when the new one could not be made.
   */
  async function accountOf(
    sub: string,
    email: string,
    firstName: string | undefined,
    lastName: string | undefined,
  ) {
    const known = await users.findByGoogleSub(sub);
    if (known) return known;
    const byEmail = await users.findByEmail(email, db);
    if (byEmail) {
      if (!byEmail.isActive) throw inactive();
      // Attaching a sign-in method ends every other session: whoever registered the address
      // before its owner (and never proved it) is signed out and loses their password.
      return db.transaction(async (tx) => {
        const attached = await users.attachGoogle(byEmail, sub, tx);
        await repo.revokeAllSessions(byEmail.id, 'google attached', tx);
        if (!byEmail.emailVerifiedAt) await repo.deleteEmailTokens(byEmail.id, tx);
        return attached ?? byEmail;
      });
    }
    return users.createFromGoogle({
      email,
      googleSub: sub,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      // Google's picture is an outside address: the shopper uploads their own avatar.
      avatar: null,
    });
  }

  return {
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

      const user = await accountOf(profile.sub, email, profile.given_name, profile.family_name);
      if (!user) throw failed();
      if (!user.isActive) throw inactive();
      return issueSession(user, client);
    },
  };
}
