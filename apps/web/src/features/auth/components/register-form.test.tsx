import { STORAGE_KEYS, type RegisterBody } from '@shop/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAuthResponse, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { email: string; password: string; confirm: string },
) {
  // The registration page is a lazy route: wait for it before typing.
  const submit = await screen.findByRole('button', { name: 'Зарегистрироваться' });
  if (values.email) await fillField(user, screen.getByLabelText('Email'), values.email);
  if (values.password) await fillField(user, screen.getByLabelText('Пароль'), values.password);
  if (values.confirm)
    await fillField(user, screen.getByLabelText('Повторите пароль'), values.confirm);
  await user.click(submit);
}

describe('register form', () => {
  it('validates email, password length and the confirmation', async () => {
    const { user } = renderApp({ route: '/register' });
    await fill(user, { email: 'bad@', password: '1234567', confirm: '7654321' });
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    expect(screen.getByText('Пароль должен содержать минимум 8 символов')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it('says «Пароли не совпадают» for a valid password with a different confirmation', async () => {
    const { user } = renderApp({ route: '/register' });
    await fill(user, { email: 'new@example.com', password: 'password123', confirm: 'password124' });
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument();
  });

  it('registers with JSON {email, password} and goes to /home', async () => {
    let sent: RegisterBody | null = null;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = (await request.json()) as RegisterBody;
        return HttpResponse.json(buildAuthResponse(buildUser({ first_name: null })), {
          status: 201,
        });
      }),
    );
    const { user, router } = renderApp({ route: '/register' });
    await fill(user, { email: 'new@example.com', password: 'password123', confirm: 'password123' });
    expect(await screen.findByRole('heading', { name: 'Привет, стилист!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(sent).toEqual({ email: 'new@example.com', password: 'password123' });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('shows EMAIL_TAKEN under the email field', async () => {
    server.use(
      mockApi.registerFails(409, { code: 'EMAIL_TAKEN', message: 'Email already in use' }),
    );
    const { user } = renderApp({ route: '/register' });
    await fill(user, {
      email: 'taken@example.com',
      password: 'password123',
      confirm: 'password123',
    });
    expect(
      await screen.findByText('Пользователь с таким email уже существует'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
    expect(screen.queryByText('Ошибка')).not.toBeInTheDocument();
  });

  it('shows the register default on an unexpected failure', async () => {
    server.use(mockApi.registerFails(500, { code: 'INTERNAL', message: 'Internal server error' }));
    const { user } = renderApp({ route: '/register' });
    await fill(user, { email: 'new@example.com', password: 'password123', confirm: 'password123' });
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Не удалось зарегистрироваться. Пожалуйста, попробуйте снова',
    );
  });
});
