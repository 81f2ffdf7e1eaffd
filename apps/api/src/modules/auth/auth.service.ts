import { verifyPassword } from '../../lib/password';
import { createAuthContext, type AuthDeps } from './auth.context';
import { createAuthSessions } from './auth-sessions';
import { createGoogleSignIn } from './google-sign-in';
import { createPasswordSignIn } from './password-sign-in';

/**
 * Who is signed in: registration and sign-in by password or with Google, each giving a session
 * with a short access token and a rotating refresh token, and the sessions' life after that. Each
 * way in lives in its own file; this puts them together over dependencies built once.
 */
export function createAuthService(deps: AuthDeps) {
  const ctx = createAuthContext(deps);
  return {
    ...createPasswordSignIn(ctx),
    /** A new session for a user who proved who they are some other way (a password reset link). */
    signIn: ctx.issueSession,
    ...createAuthSessions(ctx),
    verifyPassword,
    ...createGoogleSignIn(ctx),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
