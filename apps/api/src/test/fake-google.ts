import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGoogleAccount = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

type PendingCode = {
  account: FakeGoogleAccount;
  challenge: string;
  redirectUri: string;
  clientId: string;
};

/**
 * A local server that speaks the parts of Google's OAuth 2.0 protocol the shop uses: the
 * authorization endpoint (approves at once for the chosen account and redirects back with code
 * and state), the token endpoint (client authentication, single-use code, PKCE S256 check) and
 * OpenID userinfo. Used by the API tests and the browser tests.
 */
export async function startFakeGoogle(options: { clientId: string; clientSecret: string }) {
  let account: FakeGoogleAccount = {
    sub: 'google-sub-1',
    email: 'google.user@gmail.com',
    email_verified: true,
    given_name: 'Алия',
    family_name: 'Нурланова',
  };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, FakeGoogleAccount>();
  const requests: { path: string; form?: Record<string, string> }[] = [];

  const oauthError = (
    res: http.ServerResponse,
    status: number,
    error: string,
    description: string,
  ) => {
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error, error_description: description }));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ path: url.pathname, form });

    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      if (q.get('client_id') !== options.clientId)
        return oauthError(res, 400, 'invalid_client', 'unknown client');
      if (
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge')
      ) {
        return oauthError(res, 400, 'invalid_request', 'PKCE S256 is required');
      }
      const code = `4/${randomBytes(16).toString('hex')}`;
      codes.set(code, {
        account,
        challenge: q.get('code_challenge')!,
        redirectUri: q.get('redirect_uri')!,
        clientId: q.get('client_id')!,
      });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (req.method === 'POST' && url.pathname === '/token') {
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64')
            .toString()
            .split(':')
            .map(decodeURIComponent)
        : [form.client_id, form.client_secret];
      if (basic[0] !== options.clientId || basic[1] !== options.clientSecret)
        return oauthError(res, 401, 'invalid_client', 'bad client credentials');
      const pending = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!pending || form.grant_type !== 'authorization_code')
        return oauthError(res, 400, 'invalid_grant', 'unknown or used code');
      if (form.redirect_uri !== pending.redirectUri)
        return oauthError(res, 400, 'invalid_grant', 'redirect_uri mismatch');
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (challenge !== pending.challenge)
        return oauthError(res, 400, 'invalid_grant', 'PKCE verification failed');
      const token = `ya29.${randomBytes(16).toString('hex')}`;
      accessTokens.set(token, pending.account);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3599,
          scope: 'openid email profile',
        }),
      );
      return;
    }

    if (req.method === 'GET' && url.pathname === '/v1/userinfo') {
      const found = accessTokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!found) return oauthError(res, 401, 'invalid_token', 'bad access token');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
      return;
    }
    res.writeHead(404).end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/v1/userinfo`,
    },
    requests,
    useAccount(next: FakeGoogleAccount) {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
