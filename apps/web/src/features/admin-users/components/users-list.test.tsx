import { configure, screen, waitFor, within } from '@testing-library/react';
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

  it('searches by email and pages 20 at a time', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.adminUsers((query) => {
        asked.push(query.toString());
        const page = Number(query.get('page'));
        if (query.get('q') === 'mod') return [buildAdminUser({ email: 'mod@vesta.kz' })];
        const count = page === 1 ? 20 : 3;
        return Array.from({ length: count }, (_, i) =>
          buildAdminUser({ email: `user${page}-${i}@vesta.kz` }),
        );
      }),
    );
    const { user, router } = renderApp({ route: '/admin/users', user: admin });

    await screen.findByText('user1-0@vesta.kz');
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await screen.findByText('user2-0@vesta.kz');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();

    await user.type(screen.getByLabelText('Поиск по email, имени или телефону'), 'mod{Enter}');
    await screen.findByText('mod@vesta.kz');
    expect(router.state.location.search).toBe('?q=mod');
    expect(asked).toEqual(['page=1', 'page=2', 'page=1&q=mod']);
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
        toast(
          'Нельзя удалить, отключить или лишить прав администратора себя или последнего администратора',
        ),
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
