import { STORAGE_KEYS, type TokenForm } from '@shop/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { buildAuthResponse, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  { email, password }: { email: string; password: string },
) {
  // The sign-in page is a lazy route: wait for it before typing.
  const submit = await screen.findByRole('button', { name: 'Войти' });
  if (email) await fillField(user, screen.getByLabelText('Email'), email);
  if (password) await fillField(user, screen.getByLabelText('Пароль'), password);
  await user.click(submit);
}

describe('login form', () => {
  it('refuses a malformed address and a password under 8 characters, with their messages', async () => {
    const { user } = renderApp({ route: '/login' });
    await fillAndSubmit(user, { email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    expect(screen.getByText('Пароль должен содержать минимум 8 символов')).toBeInTheDocument();
  });

  it('signs in with a form-encoded username and password, then goes to /home', async () => {
    const account = buildUser({ first_name: 'Дана' });
    let sent: Partial<TokenForm> = {};
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        sent = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json(buildAuthResponse(account));
      }),
    );
    const { user, router } = renderApp({ route: '/login' });
    await fillAndSubmit(user, { email: 'dana@example.com', password: 'password123' });

    expect(await screen.findByRole('heading', { name: 'Привет, Дана!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(sent).toEqual({ username: 'dana@example.com', password: 'password123' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({
      id: account.id,
    });
  });

  it('shows INVALID_CREDENTIALS as «Неверный email или пароль» once, inline (no toast)', async () => {
    server.use(
      mockApi.loginFails(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }),
    );
    const shown = vi.spyOn(notifications, 'show');
    const { user } = renderApp({ route: '/login' });
    await fillAndSubmit(user, { email: 'dana@example.com', password: 'password123' });

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Неверный email или пароль');
    expect(screen.getAllByText('Неверный email или пароль')).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('puts a refused `username` (the token endpoint’s name for the email) under Email', async () => {
    server.use(
      mockApi.loginFails(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid',
        details: { fields: [{ path: 'username', message: 'Too long' }] },
      }),
    );
    const { user } = renderApp({ route: '/login' });
    await fillAndSubmit(user, { email: 'dana@example.com', password: 'password123' });
    expect(await screen.findByText('Некорректное значение')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });

  it('shows the rate limit with the wait in minutes', async () => {
    server.use(
      mockApi.loginFails(429, {
        code: 'RATE_LIMITED',
        message: 'Too many attempts',
        details: { retry_after_seconds: 150 },
      }),
    );
    const { user } = renderApp({ route: '/login' });
    await fillAndSubmit(user, { email: 'dana@example.com', password: 'password123' });
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Слишком много попыток. Повторите через 3 мин.',
    );
  });

  it('falls back to the login default text on a server failure', async () => {
    server.use(mockApi.loginFails(500, { code: 'INTERNAL', message: 'Internal server error' }));
    const { user } = renderApp({ route: '/login' });
    await fillAndSubmit(user, { email: 'dana@example.com', password: 'password123' });
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Не удалось войти. Пожалуйста, проверьте данные',
    );
  });

  it('offers Google sign-in only when the API says it is configured', async () => {
    server.use(mockApi.config({ google_enabled: true, currency: 'KZT' }));
    renderApp({ route: '/login' });
    expect(await screen.findByRole('button', { name: 'Войти через Google' })).toBeInTheDocument();
  });

  it('hides Google sign-in when it is not configured', async () => {
    const { queryClient } = renderApp({ route: '/login' });
    await screen.findByRole('button', { name: 'Войти' });
    // The config has been answered before the absence is asserted.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Войти через Google' })).not.toBeInTheDocument();
  });
});
