import type { EmailChangeBody, PasswordResetBody } from '@shop/contract';
import { STORAGE_KEYS } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAuthResponse, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const linkWorks = http.post('*/api/auth/password/reset/check', () =>
  HttpResponse.json({ ok: true }),
);
const deadLink = { code: 'EMAIL_LINK_INVALID', message: 'The link is invalid, used or expired' };

describe('«Забыли пароль?»', () => {
  it('leads from the sign-in form to a page that never tells whether the address has an account', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/password/forgot', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    await screen.findByRole('heading', { name: 'Восстановление пароля' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    await fillField(user, screen.getByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(
      await screen.findByText(
        'Если аккаунт с адресом dana@example.com есть, мы отправили на него ссылку. Она действует один час.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'dana@example.com' }]);
  });

  it('sets the new password from the link, drops the token from the address bar and signs in', async () => {
    const account = buildUser({ first_name: 'Дана' });
    const sent: PasswordResetBody[] = [];
    server.use(
      linkWorks,
      http.post('*/api/auth/password/reset', async ({ request }) => {
        sent.push((await request.json()) as PasswordResetBody);
        return HttpResponse.json(buildAuthResponse(account));
      }),
    );
    const { user, router } = renderApp({ route: '/reset-password?token=secret-1' });
    const password = await screen.findByLabelText('Пароль');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await fillField(user, password, 'a new password');
    await fillField(user, screen.getByLabelText('Повторите пароль'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Сохранить и войти' }));
    expect(await screen.findByRole('heading', { name: 'Привет, Дана!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(sent).toEqual([{ token: 'secret-1', password: 'a new password' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  });

  it('says at once, as the page opens, that a used or expired link is dead', async () => {
    server.use(
      http.post('*/api/auth/password/reset/check', () =>
        HttpResponse.json(deadLink, { status: 400 }),
      ),
    );
    renderApp({ route: '/reset-password?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка недействительна или устарела. Запросите новую',
    );
    expect(screen.queryByLabelText('Пароль')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getAllByText(/Ссылка недействительна/)).toHaveLength(1);
  });

  it('says once, not in a toast besides, that the link died while the password was typed', async () => {
    server.use(
      linkWorks,
      http.post('*/api/auth/password/reset', () => HttpResponse.json(deadLink, { status: 400 })),
    );
    const { user } = renderApp({ route: '/reset-password?token=old' });
    await fillField(user, await screen.findByLabelText('Пароль'), 'a new password');
    await fillField(user, screen.getByLabelText('Повторите пароль'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Сохранить и войти' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Ссылка недействительна или устарела. Запросите новую',
    );
    expect(screen.getAllByText(/Ссылка недействительна/)).toHaveLength(1);
  });

  it('shows the reason a common password is refused under the field', async () => {
    server.use(
      linkWorks,
      http.post('*/api/auth/password/reset', () =>
        HttpResponse.json(
          {
            code: 'COMMON_PASSWORD',
            message: 'common',
            details: { fields: [{ path: 'password', message: 'common' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/reset-password?token=fresh' });
    await fillField(user, await screen.findByLabelText('Пароль'), '12345678');
    await fillField(user, screen.getByLabelText('Повторите пароль'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Сохранить и войти' }));
    expect(
      await screen.findByText('Этот пароль слишком распространён: придумайте другой'),
    ).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('confirms the address once and the signed-in shopper sees it confirmed', async () => {
    const before = buildUser({ email: 'dana@example.com', email_verified: false });
    const tokens: string[] = [];
    server.use(
      http.post('*/api/auth/email/confirm', async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        server.use(mockApi.me({ ...before, email_verified: true }));
        return HttpResponse.json({ email: 'dana@example.com' });
      }),
    );
    const { queryClient } = renderApp({ route: '/verify-email?token=link-1', user: before });
    expect(
      await screen.findByText('Адрес dana@example.com подтверждён. Теперь можно оформлять заказы.'),
    ).toBeInTheDocument();
    expect(tokens).toEqual(['link-1']);
    await waitFor(() =>
      expect(queryClient.getQueryData<{ email_verified: boolean }>(['me'])?.email_verified).toBe(
        true,
      ),
    );
  });

  it('says plainly when the link no longer works', async () => {
    server.use(
      http.post('*/api/auth/email/confirm', () =>
        HttpResponse.json(
          { code: 'EMAIL_LINK_INVALID', message: 'The link is invalid, used or expired' },
          { status: 400 },
        ),
      ),
    );
    renderApp({ route: '/verify-email?token=used' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось подтвердить адрес');
    expect(alert).toHaveTextContent('Ссылка недействительна или устарела. Запросите новую');
  });
});

describe('/settings — email', () => {
  it('asks for the new address and the password, then shows the change as waiting', async () => {
    const profile = buildUser({ email: 'old@example.com' });
    const sent: EmailChangeBody[] = [];
    server.use(
      mockApi.profile(profile),
      http.post('*/api/profile/email', async ({ request }) => {
        const body = (await request.json()) as EmailChangeBody;
        sent.push(body);
        return HttpResponse.json({ ...profile, pending_email: body.email });
      }),
    );
    const { user } = renderApp({ route: '/settings', user: profile });
    const card = within(await screen.findByRole('region', { name: 'Электронная почта' }));
    expect(card.getByText('Подтверждён')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Сменить адрес' }));
    expect(card.getByText('Некорректный email')).toBeInTheDocument();
    expect(card.getByText('Введите текущий пароль')).toBeInTheDocument();

    await fillField(user, card.getByLabelText('Новый адрес'), 'new@example.com');
    await fillField(user, card.getByLabelText('Текущий пароль'), 'my password');
    await user.click(card.getByRole('button', { name: 'Сменить адрес' }));
    expect(await card.findByText(/Ждём подтверждения адреса new@example.com/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'new@example.com', current_password: 'my password' }]);
    expect(card.getByText('old@example.com')).toBeInTheDocument();
  });

  it('offers to send the confirmation link again while the address is not confirmed', async () => {
    const profile = buildUser({ email: 'new@example.com', email_verified: false });
    let resent = 0;
    server.use(
      mockApi.profile(profile),
      http.post('*/api/auth/email/resend', () => {
        resent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp({ route: '/settings', user: profile });
    const card = within(await screen.findByRole('region', { name: 'Электронная почта' }));
    expect(card.getByText('Не подтверждён')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByText('Проверьте почту new@example.com')).toBeInTheDocument();
    expect(resent).toBe(1);
  });
});
