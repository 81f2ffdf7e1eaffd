import type { AuthResponse, ErrorEnvelope, User } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

/** Sign-in, registration, sign-out and the current user. */
export const authMocks = {
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
