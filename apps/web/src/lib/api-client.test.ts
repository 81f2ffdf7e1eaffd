import {
  STORAGE_KEYS,
  tokenPairSchema,
  userSchema,
  type ErrorEnvelope,
  type RefreshBody,
  type TokenPair,
  type User,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { errorResponse } from '@/testing/handlers';
import { server } from '@/testing/server';
import { apiClient, ApiError } from './api-client';
import { getSession, reloadSessionFromStorage, setSessionUser } from './session';

const OLD_ACCESS = 'old-access';
const NEW_ACCESS = 'new-access';

function signIn(options: { refresh?: boolean } = { refresh: true }) {
  localStorage.setItem(STORAGE_KEYS.accessToken, OLD_ACCESS);
  if (options.refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, 'old-refresh');
  const user = buildUser();
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  reloadSessionFromStorage();
  setSessionUser(user);
  return user;
}

const expired: ErrorEnvelope = { code: 'TOKEN_EXPIRED', message: 'Access token expired' };

/** /api/me that accepts only the new token, counting what it saw. */
function meAcceptingNewTokenOnly(user: User, seen: string[]) {
  return http.get<never, never, User | ErrorEnvelope>('*/api/me', ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    seen.push(auth);
    if (auth !== `Bearer ${NEW_ACCESS}`) return errorResponse(401, expired);
    return HttpResponse.json<User>(user);
  });
}

describe('apiClient', () => {
  it('sends the bearer token and cookies, and parses the answer with the contract schema', async () => {
    const user = signIn();
    let authorization: string | null = null;
    server.use(
      http.get('*/api/me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json<User>(user);
      }),
    );
    await expect(apiClient.get('/api/me', userSchema)).resolves.toEqual(user);
    expect(authorization).toBe(`Bearer ${OLD_ACCESS}`);
  });

  it('sends form-encoded bodies', async () => {
    let contentType: string | null = null;
    let body = '';
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        body = await request.text();
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiClient.post(
      '/api/auth/token',
      { parse: (v: unknown) => v },
      {
        form: { username: 'a@b.kz', password: 'secret 123' },
      },
    );
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(body).get('username')).toBe('a@b.kz');
    expect(new URLSearchParams(body).get('password')).toBe('secret 123');
  });

  it('throws ApiError with the status and the parsed envelope', async () => {
    server.use(
      http.get('*/api/items/1', () =>
        errorResponse(404, { code: 'NOT_FOUND', message: 'Item not found' }),
      ),
    );
    const error = await apiClient.get('/api/items/1', userSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Item not found' });
  });

  it('reads the rate-limit wait from details or from the Retry-After header', async () => {
    server.use(
      http.post('*/api/auth/token', () =>
        errorResponse(
          429,
          { code: 'RATE_LIMITED', message: 'Too many requests' },
          { 'Retry-After': '125' },
        ),
      ),
    );
    const error = (await apiClient
      .post('/api/auth/token', userSchema, { skipAuthRefresh: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(125);
  });

  it('refreshes once for three concurrent 401s and retries each request once', async () => {
    const user = signIn();
    const seen: string[] = [];
    const refreshBodies: RefreshBody[] = [];
    server.use(
      meAcceptingNewTokenOnly(user, seen),
      http.post('*/api/auth/refresh', async ({ request }) => {
        refreshBodies.push((await request.json()) as RefreshBody);
        // A little latency so that all three 401s arrive while the refresh is in flight.
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json<TokenPair>({
          access_token: NEW_ACCESS,
          refresh_token: 'new-refresh',
          token_type: 'bearer',
          expires_in: 900,
        });
      }),
    );

    const results = await Promise.all([
      apiClient.get('/api/me', userSchema),
      apiClient.get('/api/me', userSchema),
      apiClient.get('/api/me', userSchema),
    ]);

    expect(results).toEqual([user, user, user]);
    expect(refreshBodies).toEqual([{ refresh_token: 'old-refresh' }]);
    expect(seen.filter((h) => h === `Bearer ${OLD_ACCESS}`)).toHaveLength(3);
    expect(seen.filter((h) => h === `Bearer ${NEW_ACCESS}`)).toHaveLength(3);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(NEW_ACCESS);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
    expect(getSession().status).toBe('authenticated');
  });

  it('retries with the renewed token, without a second refresh, when a 401 lands after the refresh', async () => {
    const user = signIn();
    let refreshCalls = 0;
    let markRefreshed!: () => void;
    const refreshed = new Promise<void>((resolve) => (markRefreshed = resolve));
    let oldTokenCalls = 0;
    server.use(
      http.get<never, never, User | ErrorEnvelope>('*/api/me', async ({ request }) => {
        if (request.headers.get('Authorization') === `Bearer ${NEW_ACCESS}`) {
          return HttpResponse.json<User>(user);
        }
        oldTokenCalls += 1;
        // The second call's 401 is slow: it arrives after the first call's refresh finished.
        if (oldTokenCalls === 2) {
          await refreshed;
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        return errorResponse(401, expired);
      }),
      http.post('*/api/auth/refresh', () => {
        refreshCalls += 1;
        markRefreshed();
        return HttpResponse.json<TokenPair>({
          access_token: NEW_ACCESS,
          refresh_token: 'new-refresh',
          token_type: 'bearer',
          expires_in: 900,
        });
      }),
    );
    const results = await Promise.all([
      apiClient.get('/api/me', userSchema),
      apiClient.get('/api/me', userSchema),
    ]);
    expect(results).toEqual([user, user]);
    expect(refreshCalls).toBe(1);
  });

  it('clears the tokens, signs out and passes the original error on when the refresh fails', async () => {
    signIn();
    let refreshCalls = 0;
    server.use(
      http.get('*/api/me', () => errorResponse(401, expired)),
      http.post('*/api/auth/refresh', () => {
        refreshCalls += 1;
        return errorResponse(401, {
          code: 'REFRESH_TOKEN_INVALID',
          message: 'Refresh token invalid',
        });
      }),
    );

    const errors = await Promise.all([
      apiClient.get('/api/me', userSchema).catch((e: unknown) => e),
      apiClient.get('/api/me', userSchema).catch((e: unknown) => e),
    ]);

    expect(refreshCalls).toBe(1);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    }
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(getSession()).toEqual({ status: 'guest', user: null });
  });

  it('clears the tokens without calling refresh when there is no refresh token', async () => {
    signIn({ refresh: false });
    let refreshCalls = 0;
    server.use(
      http.get('*/api/me', () => errorResponse(401, expired)),
      http.post('*/api/auth/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json<TokenPair>({
          access_token: NEW_ACCESS,
          refresh_token: 'new-refresh',
          token_type: 'bearer',
          expires_in: 900,
        });
      }),
    );
    const error = await apiClient.get('/api/me', userSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(refreshCalls).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(getSession().status).toBe('guest');
  });

  it('does not refresh on a 401 from the sign-in call itself', async () => {
    signIn();
    server.use(
      http.post('*/api/auth/token', () =>
        errorResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }),
      ),
    );
    const error = await apiClient
      .post('/api/auth/token', tokenPairSchema, {
        form: { username: 'x', password: 'y' },
        skipAuthRefresh: true,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(OLD_ACCESS);
  });

  const inactive: ErrorEnvelope = {
    code: 'ACCOUNT_INACTIVE',
    message: 'This account is deactivated',
  };

  it('signs out with the reason when a call of the session answers ACCOUNT_INACTIVE', async () => {
    signIn();
    server.use(http.get('*/api/favorites', () => errorResponse(403, inactive)));
    const error = await apiClient.get('/api/favorites', userSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_INACTIVE' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(getSession()).toEqual({ status: 'guest', user: null, reason: 'account_inactive' });
  });

  it('passes ACCOUNT_INACTIVE on, with the reason, when the renewal of an expired token answers it', async () => {
    signIn();
    server.use(
      http.get('*/api/me', () => errorResponse(401, expired)),
      http.post('*/api/auth/refresh', () => errorResponse(403, inactive)),
    );
    const error = await apiClient.get('/api/me', userSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_INACTIVE' });
    expect(getSession()).toEqual({ status: 'guest', user: null, reason: 'account_inactive' });
  });

  it('leaves the session alone when a sign-in attempt answers ACCOUNT_INACTIVE', async () => {
    signIn();
    server.use(http.post('*/api/auth/token', () => errorResponse(403, inactive)));
    const error = await apiClient
      .post('/api/auth/token', tokenPairSchema, {
        form: { username: 'x', password: 'y' },
        skipAuthRefresh: true,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_INACTIVE' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(OLD_ACCESS);
    expect(getSession().status).toBe('authenticated');
  });
});
