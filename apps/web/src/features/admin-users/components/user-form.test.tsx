import type { AdminUser, AdminUserCreate, AdminUserUpdate, ErrorEnvelope } from '@shop/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAdminUser } from '@/testing/admin-factories';
import { buildAdmin } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

function toast(text: string) {
  return (
    screen
      .queryAllByText(text)
      .map((node) => node.closest('.mantine-Notification-root'))
      .find(Boolean) ?? null
  );
}

const admin = buildAdmin({ id: 1, email: 'admin@vesta.kz' });

function switchOf(name: string) {
  return screen.getByRole('switch', { name: new RegExp(`^${name}`) });
}

describe('/admin/users/new', () => {
  it('starts active without roles and checks the email and the 8-character password', async () => {
    const sent: AdminUserCreate[] = [];
    server.use(
      mockApi.createAdminUser((body) => {
        sent.push(body);
        return buildAdminUser();
      }),
    );
    const { user } = renderApp({ route: '/admin/users/new', user: admin });

    await screen.findByRole('form', { name: 'Данные пользователя' });
    expect(switchOf('Активен')).toBeChecked();
    expect(switchOf('Модератор')).not.toBeChecked();
    expect(switchOf('Администратор')).not.toBeChecked();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Пароль/), 'short');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    expect(screen.getByText('Пароль должен содержать минимум 8 символов')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates a moderator and returns to the list', async () => {
    const sent: AdminUserCreate[] = [];
    server.use(
      mockApi.createAdminUser((body) => {
        sent.push(body);
        return buildAdminUser({ email: body.email, is_moderator: true });
      }),
      mockApi.adminUsers([]),
    );
    const { user, router } = renderApp({ route: '/admin/users/new', user: admin });

    await user.type(await screen.findByLabelText(/^Email/), ' New.Mod@Vesta.kz ');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret-123');
    await user.click(switchOf('Модератор'));
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    // Toasts load with the first one: it shows a moment later.
    await waitFor(() => expect(toast('Пользователь успешно создан')).not.toBeNull());
    expect(sent).toEqual([
      {
        email: 'New.Mod@Vesta.kz',
        password: 'secret-123',
        is_admin: false,
        is_moderator: true,
        is_manager: false,
        is_active: true,
      },
    ]);
  });

  it('puts a taken email under the email field', async () => {
    server.use(
      mockApi.createAdminUser(() => ({
        status: 409,
        error: {
          code: 'EMAIL_TAKEN',
          message: 'A user with this email already exists',
          details: { fields: [{ path: 'email', message: 'taken' }] },
        },
      })),
    );
    const { user, router } = renderApp({ route: '/admin/users/new', user: admin });
    await user.type(await screen.findByLabelText(/^Email/), 'taken@vesta.kz');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Пользователь с таким email уже существует')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/new');
  });

  it('cancel returns to the list', async () => {
    server.use(mockApi.adminUsers([]));
    const { user, router } = renderApp({ route: '/admin/users/new', user: admin });
    await user.click(await screen.findByRole('link', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });
});

describe('/admin/users/{id}/edit', () => {
  it('fills the form, keeps an empty password out of the update, and says it was updated', async () => {
    const bob = buildAdminUser({ id: 5, email: 'bob@vesta.kz', is_moderator: true });
    const sent: AdminUserUpdate[] = [];
    server.use(
      mockApi.adminUser(bob),
      mockApi.updateAdminUser(5, (body) => {
        sent.push(body);
        return { ...bob, ...body } as typeof bob;
      }),
      mockApi.adminUsers([bob]),
    );
    const { user, router } = renderApp({ route: '/admin/users/5/edit', user: admin });

    expect(await screen.findByDisplayValue('bob@vesta.kz')).toBeInTheDocument();
    expect(screen.getByText('Оставьте пустым, чтобы не менять пароль')).toBeInTheDocument();
    expect(switchOf('Модератор')).toBeChecked();
    await user.click(switchOf('Активен'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(toast('Пользователь успешно обновлён')).not.toBeNull();
    expect(sent).toEqual([
      {
        email: 'bob@vesta.kz',
        is_admin: false,
        is_moderator: true,
        is_manager: false,
        is_active: false,
      },
    ]);
  });

  it('sends a new password only when one is typed, and checks its length', async () => {
    const bob = buildAdminUser({ id: 6, email: 'bob6@vesta.kz' });
    const sent: AdminUserUpdate[] = [];
    server.use(
      mockApi.adminUser(bob),
      mockApi.updateAdminUser(6, (body) => {
        sent.push(body);
        return bob;
      }),
      mockApi.adminUsers([bob]),
    );
    const { user, router } = renderApp({ route: '/admin/users/6/edit', user: admin });
    const password = await screen.findByLabelText(/^Пароль/);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Пароль должен содержать минимум 8 символов'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(password, '-but-long-now');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(sent[0]?.password).toBe('short-but-long-now');
  });

  it('explains a protected account and refuses to switch off its activity and admin rights', async () => {
    const self = buildAdminUser({
      id: 1,
      email: 'admin@vesta.kz',
      is_admin: true,
      can_delete: false,
      can_remove_admin: false,
    });
    server.use(mockApi.adminUser(self));
    renderApp({ route: '/admin/users/1/edit', user: admin });

    expect(await screen.findByText('Защищённая учётная запись')).toBeInTheDocument();
    expect(switchOf('Активен')).toBeDisabled();
    expect(switchOf('Администратор')).toBeDisabled();
    expect(switchOf('Модератор')).toBeEnabled();
  });

  it.each([
    {
      moderator: true,
      lands: '/admin/items',
      heading: 'Вещи',
      text: 'Вам открыты разделы модератора',
    },
    {
      moderator: false,
      lands: '/home',
      heading: 'Привет, Админ!',
      text: 'Админ-панель вам больше недоступна',
    },
  ])(
    'lets an admin give up their own admin role and takes them where the new roles allow (moderator: $moderator)',
    async ({ moderator, lands, heading, text }) => {
      const me = buildAdmin({ id: 1, email: 'admin@vesta.kz', first_name: 'Админ' });
      const self = buildAdminUser({ ...me, can_delete: false, can_remove_admin: true });
      const sent: AdminUserUpdate[] = [];
      server.use(
        // Once no longer an admin, the account may not read the users any more.
        http.get<never, never, AdminUser | ErrorEnvelope>('*/api/users/1', () =>
          sent.length
            ? errorResponse(403, { code: 'FORBIDDEN', message: 'Forbidden' })
            : HttpResponse.json<AdminUser>(self),
        ),
        mockApi.updateAdminUser(1, (body) => {
          sent.push(body);
          return { ...self, ...body, can_remove_admin: false } as typeof self;
        }),
        mockApi.managedItems([]),
      );
      const { user, router } = renderApp({ route: '/admin/users/1/edit', user: me });

      expect(
        await screen.findByText(
          'Это ваша учётная запись: её нельзя отключить. Роль администратора с себя можно снять, пока в магазине есть другой администратор.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'При смене ролей или пароля вы останетесь в этом сеансе, а из остальных выйдете.',
        ),
      ).toBeInTheDocument();
      expect(switchOf('Активен')).toBeDisabled();
      expect(switchOf('Администратор')).toBeEnabled();
      await user.click(switchOf('Администратор'));
      if (moderator) await user.click(switchOf('Модератор'));
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));

      await waitFor(() => expect(router.state.location.pathname).toBe(lands));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await waitFor(() => expect(toast('Вы больше не администратор')).not.toBeNull());
      expect(toast(text)).not.toBeNull();
      expect(toast('Доступ запрещён')).toBeNull();
      expect(toast('Не удалось загрузить данные пользователя')).toBeNull();
      expect(screen.queryByTestId('form-error')).toBeNull();
      expect(sent).toEqual([
        {
          email: 'admin@vesta.kz',
          is_admin: false,
          is_moderator: moderator,
          is_manager: false,
          is_active: true,
        },
      ]);
    },
  );

  it('shows the server’s PROTECTED_ACCOUNT refusal above the form', async () => {
    const other = buildAdminUser({ id: 4, email: 'other@vesta.kz', is_admin: true });
    server.use(
      mockApi.adminUser(other),
      mockApi.updateAdminUser(4, () => ({
        status: 409,
        error: {
          code: 'PROTECTED_ACCOUNT',
          message: 'The last active admin cannot be removed',
          details: { reason: 'last_admin' },
        },
      })),
    );
    const { user, router } = renderApp({ route: '/admin/users/4/edit', user: admin });
    await screen.findByDisplayValue('other@vesta.kz');
    await user.click(switchOf('Администратор'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'В магазине должен остаться хотя бы один активный администратор',
    );
    expect(router.state.location.pathname).toBe('/admin/users/4/edit');
  });

  it('falls back to «Произошла ошибка при сохранении» for a failure without a reason', async () => {
    const other = buildAdminUser({ id: 11, email: 'o@vesta.kz' });
    server.use(
      mockApi.adminUser(other),
      mockApi.updateAdminUser(11, () => ({
        status: 500,
        error: { code: 'INTERNAL', message: 'Boom' },
      })),
    );
    const { user } = renderApp({ route: '/admin/users/11/edit', user: admin });
    await screen.findByDisplayValue('o@vesta.kz');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Произошла ошибка при сохранении',
    );
  });

  it('says «Не удалось загрузить данные пользователя» when the user cannot be loaded', async () => {
    server.use(mockApi.adminUserFails(12));
    renderApp({ route: '/admin/users/12/edit', user: admin });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить данные пользователя',
    );
    expect(screen.getByRole('link', { name: 'Вернуться к списку' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });
});
