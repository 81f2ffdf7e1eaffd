import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountIconLink } from '@/components/count-icon-link';
import {
  buildAdmin,
  buildFacets,
  buildModerator,
  buildOutfit,
  buildUser,
} from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

describe('signed-in layout (desktop)', () => {
  it('shows the main navigation with the active entry by path prefix and no Админ for a shopper', async () => {
    server.use(
      mockApi.outfit(buildOutfit({ id: 12 })),
      mockApi.comments({ kind: 'outfit', id: 12 }, []),
    );
    renderApp({ route: '/outfits/12', user: buildUser() });
    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/items');
    expect(within(nav).getByRole('link', { name: 'Гардероб' })).toHaveAttribute(
      'href',
      '/wardrobe',
    );
    const outfits = within(nav).getByRole('link', { name: 'Образы' });
    expect(outfits).toHaveAttribute('href', '/outfits');
    expect(outfits).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Админ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VESTA — на главную' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('shows Админ → /admin/items to a moderator', async () => {
    renderApp({ route: '/home', user: buildModerator() });
    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Админ' })).toHaveAttribute(
      'href',
      '/admin/items',
    );
  });

  it('shows Админ → /admin/users to an admin', async () => {
    renderApp({ route: '/home', user: buildAdmin() });
    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Админ' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it('has favourites and cart icons and an avatar menu with the account links', async () => {
    const { user } = renderApp({
      route: '/home',
      user: buildUser({ first_name: 'Жанна', email: 'zhanna@example.com' }),
    });
    expect(await screen.findByRole('link', { name: 'Избранное: 0' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(screen.getByRole('link', { name: 'Корзина: 0' })).toHaveAttribute('href', '/cart');

    await user.click(screen.getByRole('button', { name: 'Меню аккаунта' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Жанна')).toBeInTheDocument();
    expect(within(menu).getByText('zhanna@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Настройки' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'История' })).toHaveAttribute(
      'href',
      '/history',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Выйти' })).toHaveAttribute(
      'href',
      '/logout',
    );
  });

  it('has a footer with navigation, legal placeholders and contacts', async () => {
    renderApp({ route: '/home', user: buildUser() });
    const footer = await screen.findByRole('contentinfo');
    for (const [name, href] of [
      ['Главная', '/home'],
      ['Каталог', '/items'],
      ['Образы', '/outfits'],
      ['Профиль', '/profile'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const text of ['Условия использования', 'Политика конфиденциальности', 'Файлы cookie']) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
      expect(within(footer).queryByRole('link', { name: text })).not.toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'support@vesta.kz' })).toHaveAttribute(
      'href',
      'mailto:support@vesta.kz',
    );
    expect(within(footer).getByText('+7 (727) 355-00-00')).toBeInTheDocument();
    expect(within(footer).getByText('Алматы, Казахстан')).toBeInTheDocument();
  });
});

describe('signed-in layout (mobile)', () => {
  it('puts everything in a burger dropdown, favourites and cart included', async () => {
    const { user } = renderApp({ route: '/home', user: buildAdmin(), width: MOBILE_WIDTH });
    await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    const menu = await screen.findByRole('menu');
    for (const [name, href] of [
      ['Главная', '/home'],
      ['Каталог', '/items'],
      ['Образы', '/outfits'],
      ['Админ', '/admin/users'],
      ['Избранное', '/favorites'],
      ['Корзина', '/cart'],
      ['Профиль', '/profile'],
      ['Мои заказы', '/orders'],
      ['Настройки', '/settings'],
      ['История', '/history'],
      ['Выйти', '/logout'],
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the favourites and the cart with their counts, and a search, in the phone header', async () => {
    server.use(mockApi.favoriteIds([3, 5]), mockApi.items([]), mockApi.itemFacets(buildFacets()));
    localStorage.clear();
    const { user, router } = renderApp({ route: '/home', user: buildUser(), width: MOBILE_WIDTH });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Избранное: 2' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(within(header).getByRole('link', { name: 'Корзина: 0' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await user.click(within(header).getByRole('link', { name: 'Поиск' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(await screen.findByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveFocus();
  });

  it('has a bottom tab bar with five tabs', async () => {
    server.use(mockApi.items([]), mockApi.itemFacets(buildFacets()));
    renderApp({ route: '/items', user: buildUser(), width: MOBILE_WIDTH });
    const bar = await screen.findByRole('navigation', { name: 'Быстрые разделы' });
    const tabs = within(bar).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Главная', '/home'],
      ['Каталог', '/items'],
      ['Образы', '/outfits'],
      ['Гардероб', '/wardrobe'],
      ['Профиль', '/profile'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Каталог' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('shop layout for a guest (decision 008: the catalogue is open)', () => {
  it('shows Войти and Регистрация instead of the avatar menu, the cart but no favourites', async () => {
    server.use(mockApi.items([]), mockApi.itemFacets(buildFacets()));
    renderApp({ route: '/items' });
    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Каталог' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Корзина: 0' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('link', { name: /Избранное/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Меню аккаунта' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VESTA — на главную' })).toHaveAttribute('href', '/');
  });

  it('leads a guest only where a guest may go: no «Образы», the landing as «Главная»', async () => {
    server.use(mockApi.items([]), mockApi.itemFacets(buildFacets()));
    renderApp({ route: '/items' });
    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/items']);
    const footer = screen.getByRole('navigation', { name: 'Навигация' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/items', '/cart', '/login']);
  });

  it('on mobile: the burger offers sign-in and registration, the tab bar Войти', async () => {
    server.use(mockApi.items([]), mockApi.itemFacets(buildFacets()));
    const { user } = renderApp({ route: '/items', width: MOBILE_WIDTH });
    const bar = await screen.findByRole('navigation', { name: 'Быстрые разделы' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['Главная', '/'],
      ['Каталог', '/items'],
      ['Корзина', '/cart'],
      ['Войти', '/login'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Корзина: 0' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Поиск' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /Избранное/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('menuitem', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Корзина' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Избранное' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Образы' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Выйти' })).not.toBeInTheDocument();
  });
});

describe('CountIconLink', () => {
  it('shows a badge only when the count is above 0', () => {
    const { rerender } = renderWithProviders(
      <CountIconLink to="/cart" count={0} label="Корзина" icon={<span />} />,
    );
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    rerender(<></>);
    renderWithProviders(<CountIconLink to="/cart" count={3} label="Корзина" icon={<span />} />);
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
