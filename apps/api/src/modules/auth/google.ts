import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.url().optional(),
});
export type GoogleUserInfo = z.infer<typeof userInfoSchema>;

export type GoogleClient = {
  /** A fresh sign-in attempt: where to send the browser, and what to remember for the callback. */
  start(): { url: string; state: string; codeVerifier: string };
  /** Exchanges the code (with the PKCE verifier) and reads the signed-in Google account. */
  finish(code: string, codeVerifier: string): Promise<GoogleUserInfo>;
};

/**
 * Google sign-in with state and PKCE (S256) through arctic's OAuth 2.0 client. Endpoints come from
 * configuration so tests can point them at a local server that speaks Google's protocol.
 */
export function createGoogleClient(config: AppConfig): GoogleClient | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  const client = new OAuth2Client(
    config.GOOGLE_CLIENT_ID,
    config.GOOGLE_CLIENT_SECRET,
    `${config.publicUrl}/google/callback`,
  );
  return {
    start() {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        config.GOOGLE_AUTH_URL,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      url.searchParams.set('prompt', 'select_account');
      return { url: url.toString(), state, codeVerifier };
    },
    async finish(code, codeVerifier) {
      const tokens = await client.validateAuthorizationCode(
        config.GOOGLE_TOKEN_URL,
        code,
        codeVerifier,
      );
      const response = await fetch(config.GOOGLE_USERINFO_URL, {
        headers: { authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Google userinfo answered ${response.status}`);
      return userInfoSchema.parse(await response.json());
    },
  };
}
