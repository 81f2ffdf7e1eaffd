import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminUser } from '@/testing/admin-factories';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

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

describe('/admin/users', () => {
  it('lists users with their role and activity badges', async () => {
    server.use(
      mockApi.adminUsers([
        buildAdminUser({ id: 1, email: 'admin@vesta.kz', is_admin: true, can_delete: false }),
        buildAdminUser({ id: 2, email: 'mod@vesta.kz', is_moderator: true }),
        buildAdminUser({ id: 3, email: 'shopper@vesta.kz', is_active: false }),
      ]),
    );
    renderApp({ route: '/admin/users', user: admin });

    const table = await screen.findByRole('table', { name: 'Список пользователей' });
    const row = (email: string) => within(table).getByText(email).closest('tr')!;
    expect(within(row('admin@vesta.kz')).getByText('Админ')).toBeInTheDocument();
    expect(within(row('admin@vesta.kz')).getByText('Активен')).toBeInTheDocument();
    expect(within(row('mod@vesta.kz')).getByText('Модератор')).toBeInTheDocument();
    expect(within(row('shopper@vesta.kz')).getByText('Пользователь')).toBeInTheDocument();
    expect(within(row('shopper@vesta.kz')).getByText('Неактивен')).toBeInTheDocument();
    // can_delete false (oneself, the last admin): no delete.
    expect(
      within(row('admin@vesta.kz')).getByRole('button', {
        name: 'Удалить пользователя admin@vesta.kz',
      }),
    ).toBeDisabled();
    expect(
      within(row('mod@vesta.kz')).getByRole('link', { name: 'Изменить пользователя mod@vesta.kz' }),
    ).toHaveAttribute('href', '/admin/users/2/edit');
  });

  it('numbers the pages from the total and keeps the page in the address', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.adminUsers((query) => {
        asked.push(query.toString());
        const page = Number(query.get('page'));
        const count = page === 1 ? 20 : 3;
        return {
          items: Array.from({ length: count }, (_, i) =>
            buildAdminUser({ email: `user${page}-${i}@vesta.kz` }),
          ),
          total: 23,
        };
      }),
    );
    const { user, router } = renderApp({ route: '/admin/users', user: admin });

    await screen.findByText('user1-0@vesta.kz');
    expect(screen.getByText('Найдено: 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await screen.findByText('user2-0@vesta.kz');
    expect(router.state.location.search).toBe('?page=2');
    expect(asked).toEqual(['page=1', 'page=2']);
  });

  it('sorts by a column header and searches, keeping both in the address', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.adminUsers((query) => {
        asked.push(query.toString());
        return [
          buildAdminUser({ email: query.get('q') === 'mod' ? 'mod@vesta.kz' : 'a@vesta.kz' }),
        ];
      }),
    );
    const { user, router } = renderApp({ route: '/admin/users', user: admin });
    await screen.findByText('a@vesta.kz');
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Email»' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&order=asc'));
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Email»' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email'));

    await user.type(screen.getByLabelText('Поиск по email, имени или телефону'), 'mod{Enter}');
    await screen.findByText('mod@vesta.kz');
    expect(router.state.location.search).toBe('?sort=email&q=mod');
    expect(asked).toEqual([
      'page=1',
      'page=1&sort=email&order=asc',
      'page=1&sort=email',
      'page=1&q=mod&sort=email',
    ]);
  });

  it('opens on the view its address says, again after Back, and rows link to the customer page', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.adminUsers((query) => {
        asked.push(query.toString());
        return [buildAdminUser({ id: 5, email: 'named@vesta.kz' })];
      }),
      mockApi.customer({
        user: buildAdminUser({ id: 5, email: 'named@vesta.kz' }),
        orders_count: 0,
        total_spent: 0,
        last_order_at: null,
        last_active_at: null,
      }),
      mockApi.manageOrders(() => ({ items: [], total: 0, page: 1, page_size: 20 })),
    );
    const { user, router } = renderApp({
      route: '/admin/users?page=3&sort=last_active&order=asc&q=named',
      user: admin,
    });
    const table = await screen.findByRole('table', { name: 'Список пользователей' });
    expect(
      within(table).getByRole('link', { name: 'Открыть покупателя named@vesta.kz' }),
    ).toHaveAttribute('href', '/admin/users/5');
    expect(
      within(table)
        .getByRole('button', { name: 'Сортировать по столбцу «Последняя активность»' })
        .closest('th'),
    ).toHaveAttribute('aria-sort', 'ascending');
    expect(asked[0]).toBe('page=3&q=named&sort=last_active&order=asc');
    await user.click(
      within(table).getByRole('link', { name: 'Открыть покупателя named@vesta.kz' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/5'));
    await act(() => router.navigate(-1));
    await screen.findByRole('table', { name: 'Список пользователей' });
    expect(router.state.location.search).toBe('?page=3&sort=last_active&order=asc&q=named');
    expect(asked.every((a) => a === asked[0])).toBe(true);
  });

  it('deactivates the ticked users after a confirm and counts the skipped', async () => {
    let body: unknown = null;
    server.use(
      mockApi.adminUsers([
        buildAdminUser({ id: 1, email: 'admin@vesta.kz', is_admin: true }),
        buildAdminUser({ id: 2, email: 'two@vesta.kz' }),
        buildAdminUser({ id: 3, email: 'three@vesta.kz' }),
      ]),
      mockApi.setUsersActive((request) => {
        body = request;
        return {
          changed: [2, 3],
          skipped: [{ id: 1, code: 'PROTECTED_ACCOUNT', reason: 'own_account' }],
        };
      }),
    );
    const { user } = renderApp({ route: '/admin/users', user: admin });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Выбрать всех пользователей на странице' }),
    );
    expect(screen.getByText('Выбрано: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Деактивировать' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Деактивировать выбранных пользователей \(3\)/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Деактивировать' }));
    await waitFor(() => expect(toast('Изменено: 2, пропущено: 1')).not.toBeNull());
    expect(toast('Изменено: 2, пропущено: 1')).toHaveTextContent(
      'Нельзя удалить или отключить собственный аккаунт',
    );
    expect(body).toEqual({ ids: [1, 2, 3], is_active: false });
    await waitFor(() => expect(screen.queryByText('Выбрано: 3')).toBeNull());
  });

  it('deletes a user after the confirmation and says so', async () => {
    let deleted = false;
    const bob = buildAdminUser({ id: 7, email: 'bob@vesta.kz' });
    server.use(
      mockApi.adminUsers(() => (deleted ? [] : [bob])),
      mockApi.deleteAdminUser(7, () => {
        deleted = true;
      }),
    );
    const { user } = renderApp({ route: '/admin/users', user: admin });

    await user.click(
      await screen.findByRole('button', { name: 'Удалить пользователя bob@vesta.kz' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Удалить пользователя bob@vesta.kz\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(toast('Пользователь bob@vesta.kz удалён')).not.toBeNull());
    expect(deleted).toBe(true);
    expect(await screen.findByText('Пользователи не найдены')).toBeInTheDocument();
  });

  it('explains a refused deletion of a protected account', async () => {
    const bob = buildAdminUser({ id: 8, email: 'last@vesta.kz', is_admin: true });
    server.use(
      mockApi.adminUsers([bob]),
      mockApi.deleteAdminUserFails(8, 409, {
        code: 'PROTECTED_ACCOUNT',
        message: 'The last active admin cannot be removed',
        details: { reason: 'last_admin' },
      }),
    );
    const { user } = renderApp({ route: '/admin/users', user: admin });

    await user.click(
      await screen.findByRole('button', { name: 'Удалить пользователя last@vesta.kz' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(
        toast('В магазине должен остаться хотя бы один активный администратор'),
      ).not.toBeNull(),
    );
  });

  it('says «Не удалось удалить пользователя» when deletion fails', async () => {
    server.use(
      mockApi.adminUsers([buildAdminUser({ id: 9, email: 'x@vesta.kz' })]),
      mockApi.deleteAdminUserFails(9, 500),
    );
    const { user } = renderApp({ route: '/admin/users', user: admin });
    await user.click(
      await screen.findByRole('button', { name: 'Удалить пользователя x@vesta.kz' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(toast('Не удалось удалить пользователя')).not.toBeNull());
  });

  it('says «Не удалось загрузить список пользователей» when the list fails', async () => {
    server.use(mockApi.adminUsersFail());
    renderApp({ route: '/admin/users', user: admin });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить список пользователей',
    );
    await waitFor(() => expect(toast('Не удалось загрузить список пользователей')).not.toBeNull());
  });

  it('shows cards instead of a table on a phone', async () => {
    server.use(
      mockApi.adminUsers([buildAdminUser({ email: 'phone@vesta.kz', is_moderator: true })]),
    );
    renderApp({ route: '/admin/users', user: admin, width: MOBILE_WIDTH });
    const list = await screen.findByRole('list', { name: 'Список пользователей' });
    expect(within(list).getByText('phone@vesta.kz')).toBeInTheDocument();
    expect(within(list).getByText('Модератор')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
