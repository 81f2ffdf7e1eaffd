import { STORAGE_KEYS, type AuthResponse } from '@shop/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { buildAuthResponse, buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('Google sign-in', () => {
  it('starts at the URL the API gives', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(
      mockApi.config({ google_enabled: true, currency: 'KZT' }),
      http.get('*/api/auth/google/login', () =>
        HttpResponse.json({ auth_url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' }),
      ),
    );
    const { user } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Войти через Google' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'),
    );
  });

  it('exchanges code and state, stores the tokens and reloads the app at /home', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    const auth = buildAuthResponse(buildUser(), { access: 'g-access', refresh: 'g-refresh' });
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/api/auth/google/callback', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json<AuthResponse>(auth);
      }),
    );
    renderApp({ route: '/google/callback?code=abc&state=xyz' });
    expect(await screen.findByText('Завершаем вход через Google...')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
    expect(query!.get('code')).toBe('abc');
    expect(query!.get('state')).toBe('xyz');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('g-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('g-refresh');
  });

  it('on failure offers a retry, then returns to /login showing «Не удалось войти через Google»', async () => {
    server.use(
      http.get('*/api/auth/google/callback', () =>
        errorResponse(401, { code: 'GOOGLE_AUTH_FAILED', message: 'State mismatch' }),
      ),
    );
    const { router } = renderApp({ route: '/google/callback?code=abc&state=bad' });
    expect(await screen.findByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось войти через Google');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Не удалось войти через Google',
    );
  });

  it('without a code shows «Код авторизации не найден» and returns to /login', async () => {
    const { router } = renderApp({ route: '/google/callback' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Код авторизации не найден');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Код авторизации не найден');
  });
});
