import { STORAGE_KEYS } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildAuthResponse,
  buildCartLine,
  buildFacets,
  buildItemDetail,
  buildModerator,
  buildUser,
} from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { buildCheckoutOptions, buildOrderDetail } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The toast that says `text` (in its title or its text), or null. */
function toast(text: string) {
  const match = [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')].find(
    (root) => within(root).queryByText(text),
  );
  return match ?? null;
}

describe('route gates', () => {
  it('sends a guest on /favorites to /login with one calm notice: no error toast, no modal', async () => {
    const { router } = renderApp({ route: '/favorites' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByTestId('sign-in-needed');
    expect(notice).toHaveTextContent('Войдите, чтобы продолжить');
    expect(notice).toHaveTextContent('После входа вы вернётесь туда, где были.');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast('Требуется авторизация')).toBeNull();
    expect(toast('Ошибка')).toBeNull();
  });

  it('returns to the protected page after signing in', async () => {
    const account = buildUser();
    server.use(mockApi.login(buildAuthResponse(account)), mockApi.outfits([]));
    const { router, user } = renderApp({ route: '/outfits?style=вечерний' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits'));
    expect(decodeURIComponent(router.state.location.search)).toBe('?style=вечерний');
    expect(await screen.findByRole('heading', { name: 'Образы' })).toBeInTheDocument();
    expect(await screen.findByText('Пока нет ни одного образа')).toBeInTheDocument();
  });

  it.each(['/items', '/items/7'])(
    'lets a guest open %s in the shop layout (decision 008)',
    async (route) => {
      server.use(
        mockApi.items([]),
        mockApi.itemFacets(buildFacets()),
        mockApi.item(buildItemDetail({ id: 7, name: 'Платье миди' })),
        mockApi.similarItems(7, []),
        mockApi.comments(7, []),
      );
      const { router } = renderApp({ route });
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: route === '/items' ? 'Каталог' : 'Платье миди',
        }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(route);
      expect(screen.queryByText('Требуется авторизация')).not.toBeInTheDocument();
    },
  );

  it('sends a signed-in non-admin from /admin/users to /home with «Доступ запрещён»', async () => {
    const { router } = renderApp({ route: '/admin/users', user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // Toasts load with the first one (app/lazy-notifications.tsx).
    await waitFor(() => expect(toast('Доступ запрещён')).not.toBeNull());
  });

  it('lets a moderator into the panel (items) but not the admin-only pages', async () => {
    server.use(mockApi.managedItems([]));
    const { router } = renderApp({ route: '/admin/items', user: buildModerator() });
    expect(await screen.findByRole('heading', { name: 'Вещи' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/items');

    // Staff are told on the page itself, inside the panel, rather than sent away.
    await router.navigate('/admin/lamoda-parser');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/lamoda-parser');
  });

  it('sends a plain user away from the panel too', async () => {
    const { router } = renderApp({ route: '/admin/analytics', user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lets an admin into admin-only pages', async () => {
    server.use(mockApi.adminUsers([]));
    const { router } = renderApp({ route: '/admin/users', user: buildAdmin() });
    expect(await screen.findByRole('heading', { name: 'Пользователи' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it.each(['/', '/login', '/register'])(
    'sends a signed-in user from %s to /home',
    async (route) => {
      const { router } = renderApp({ route, user: buildUser({ first_name: 'Марат' }) });
      expect(await screen.findByRole('heading', { name: 'Привет, Марат!' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/home');
    },
  );

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp({ route: '/no/such/page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeInTheDocument();
  });

  it('opens the same builder at /outfits/new and /outfits/builder', async () => {
    server.use(mockApi.items([]));
    const { router } = renderApp({ route: '/outfits/new', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Создание образа' })).toBeInTheDocument();
    await router.navigate('/outfits/builder');
    expect(await screen.findByRole('heading', { name: 'Создание образа' })).toBeInTheDocument();
  });
});

describe('the packing slip', () => {
  it('is a bare page of its own: no shop header or tab bar, its two buttons on screen', async () => {
    server.use(mockApi.order((id) => buildOrderDetail({ id, number: 'VS-0042' })));
    renderApp({ route: '/admin/orders/42/print', user: buildAdmin(), width: 390 });
    expect(
      await screen.findByRole('heading', { name: 'Накладная к заказу VS-0042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад к заказу' })).toHaveAttribute(
      'href',
      '/admin/orders/42',
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'VESTA — на главную' })).toBeNull();
  });

  it('is for admins only', async () => {
    const { router } = renderApp({ route: '/admin/orders/42/print', user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('areas loaded on demand', () => {
  it('shows the full-page loader while a page’s area loads, then the page', async () => {
    server.use(mockApi.items([]), mockApi.itemFacets(buildFacets()));
    renderApp({ route: '/items' });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
  });

  it('keeps the way back to a protected page whose area was still loading', async () => {
    const { router } = renderApp({ route: '/history?from=gate' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/history', search: '?from=gate' },
    });
    expect(await screen.findByTestId('sign-in-needed')).toBeInTheDocument();
  });

  it('opens /cart to a guest; «Оформить заказ» asks to sign in and goes on to the checkout', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        {
          id: 11,
          item_id: 7,
          name: 'Платье миди',
          brand: 'Mango',
          price: 12990,
          quantity: 1,
          image_url: null,
          size: 'M',
          color: 'чёрный',
          stock: 5,
        },
      ]),
    );
    const account = buildUser();
    const merged: unknown[] = [];
    server.use(
      mockApi.login(buildAuthResponse(account)),
      mockApi.checkoutOptions(buildCheckoutOptions()),
      mockApi.profile(account),
      http.post('*/api/cart/merge', async ({ request }) => {
        merged.push(await request.json());
        return HttpResponse.json([
          buildCartLine({ variant_id: 11, item_id: 7, name: 'Платье миди', quantity: 1 }),
        ]);
      }),
    );
    const { router, user } = renderApp({ route: '/cart' });
    expect(await screen.findByRole('listitem', { name: 'Платье миди' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('sign-in-needed')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByTestId('sign-in-needed');
    expect(notice).toHaveTextContent('Войдите, чтобы оформить заказ');
    expect(notice).toHaveTextContent('Товары останутся в корзине.');
    expect(toast('Войдите, чтобы оформить заказ')).toBeNull();
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    // On to where the shopper was going: the checkout, with the cart merged into the account's.
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    await waitFor(() => expect(merged).toEqual([{ lines: [{ variant_id: 11, quantity: 1 }] }]));
  });
});

describe('session start', () => {
  it('loads the user with GET /api/me when a token is stored, then shows the page', async () => {
    renderApp({ route: '/home', user: buildUser({ first_name: 'Алия' }) });
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Привет, Алия!' })).toBeInTheDocument();
  });

  it('clears the tokens and signs out when GET /api/me fails', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
    server.use(mockApi.meFails(401));
    const { router } = renderApp({ route: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('a deactivated account', () => {
  const inactive = () =>
    errorResponse(403, { code: 'ACCOUNT_INACTIVE', message: 'This account is deactivated' });
  const toasts = (text: string) =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')].filter((root) =>
      within(root).queryByText(text),
    );

  it('is signed out on the answer of any call and told why, once, on the sign-in page', async () => {
    server.use(http.get('*/api/users/', inactive));
    const { router } = renderApp({ route: '/admin/users', user: buildAdmin() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByTestId('account-inactive');
    expect(notice).toHaveTextContent('Аккаунт отключён администратором');
    await waitFor(() => expect(toasts('Аккаунт отключён администратором')).toHaveLength(1));
    expect(screen.queryByTestId('sign-in-needed')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('is told so when the session check at start finds the account switched off', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'test-access-token');
    server.use(http.get('*/api/me', inactive));
    const { router } = renderApp({ route: '/login' });
    expect(await screen.findByTestId('account-inactive')).toHaveTextContent(
      'Аккаунт отключён администратором',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the session, clears the tokens and goes to /', async () => {
    let revoked: unknown = null;
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/auth/logout', async ({ request }) => {
        revoked = await request.json();
        return HttpResponse.json({ ok: true as const });
      }),
    );
    const { router } = renderApp({ route: '/logout', user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(revoked).toEqual({ refresh_token: 'test-refresh-token' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Стиль, который говорит за вас' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Требуется авторизация')).not.toBeInTheDocument();
  });

  it('signs out locally even when the server call fails', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const { router } = renderApp({ route: '/logout', user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
