import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminUser } from '@/testing/admin-factories';
import { buildAdmin, buildManager, buildModerator, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

function adminTabs() {
  const nav = screen.getByRole('navigation', { name: 'Разделы админ-панели' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('admin layout', () => {
  it('shows an admin every tab and lands them on the users', async () => {
    server.use(mockApi.adminUsers([buildAdminUser()]), mockApi.managedItems([]));
    const { router } = renderApp({ route: '/admin', user: buildAdmin() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    await screen.findByRole('navigation', { name: 'Разделы админ-панели' });
    expect(adminTabs()).toEqual([
      'Пользователи',
      'Вещи',
      'Заказы',
      'Промокоды',
      'Образы',
      'Парсер Lamoda',
      'Аналитика',
      'Система',
      'Журнал изменений',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Разделы админ-панели' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Пользователи' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Парсер Lamoda' })).toHaveAttribute(
      'href',
      '/admin/lamoda-parser',
    );
  });

  it('shows a moderator only the items and analytics, landing on the items', async () => {
    server.use(mockApi.managedItems([]));
    const { router } = renderApp({ route: '/admin', user: buildModerator() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
    await screen.findByRole('navigation', { name: 'Разделы админ-панели' });
    expect(adminTabs()).toEqual(['Вещи', 'Аналитика']);
  });

  it('tells a moderator on an admin-only page «Нет доступа», with the way to their sections', async () => {
    const { router, user } = renderApp({ route: '/admin/outfits', user: buildModerator() });
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/outfits');
    expect(adminTabs()).toEqual(['Вещи', 'Аналитика']);
    server.use(mockApi.managedItems([]));
    await user.click(screen.getByRole('link', { name: 'К моим разделам' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
  });

  it('shows an orders manager the orders and the customers, and «Нет доступа» on the items', async () => {
    server.use(mockApi.manageOrders(() => ({ items: [], total: 0, page: 1, page_size: 20 })));
    const { router } = renderApp({ route: '/admin', user: buildManager() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    await screen.findByRole('navigation', { name: 'Разделы админ-панели' });
    expect(adminTabs()).toEqual(['Заказы', 'Покупатели']);

    await router.navigate('/admin/items');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Вещи' })).toBeNull();
  });

  it('keeps a shopper out of the whole area', async () => {
    const { router } = renderApp({ route: '/admin', user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('navigation', { name: 'Разделы админ-панели' })).toBeNull();
  });

  it('keeps every tab reachable on a phone in one scrolling row', async () => {
    server.use(mockApi.adminUsers([]));
    renderApp({ route: '/admin/users', user: buildAdmin(), width: MOBILE_WIDTH });
    await screen.findByRole('navigation', { name: 'Разделы админ-панели' });
    expect(adminTabs()).toHaveLength(9);
  });
});
