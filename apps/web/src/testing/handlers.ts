import type { AuthResponse, ErrorEnvelope, PublicConfig, User } from '@shop/contract';
import { http, HttpResponse } from 'msw';

/**
 * MSW handlers typed with the contract's types, so a mock cannot drift from the API's shapes.
 * `handlers` are the defaults every test gets; the builders below are for `server.use(...)`.
 */

export const handlers = [
  http.get('*/api/config', () =>
    HttpResponse.json<PublicConfig>({ google_enabled: false, currency: 'KZT' }),
  ),
];

export function errorResponse(status: number, envelope: ErrorEnvelope, headers?: HeadersInit) {
  return HttpResponse.json<ErrorEnvelope>(envelope, { status, headers });
}

export const mockApi = {
  config: (config: PublicConfig) =>
    http.get('*/api/config', () => HttpResponse.json<PublicConfig>(config)),

  me: (user: User) => http.get('*/api/me', () => HttpResponse.json<User>(user)),

  meFails: (status = 401) =>
    http.get('*/api/me', () =>
      errorResponse(status, { code: 'UNAUTHORIZED', message: 'Not signed in' }),
    ),

  login: (auth: AuthResponse) =>
    http.post('*/api/auth/token', () => HttpResponse.json<AuthResponse>(auth)),

  loginFails: (status: number, envelope: ErrorEnvelope, headers?: HeadersInit) =>
    http.post('*/api/auth/token', () => errorResponse(status, envelope, headers)),

  register: (auth: AuthResponse) =>
    http.post('*/api/auth/register', () => HttpResponse.json<AuthResponse>(auth, { status: 201 })),

  registerFails: (status: number, envelope: ErrorEnvelope) =>
    http.post('*/api/auth/register', () => errorResponse(status, envelope)),

  logout: () => http.post('*/api/auth/logout', () => HttpResponse.json({ ok: true as const })),
};
