import {
  CART_MERGE_MAX_LINES,
  mergeCartBodySchema,
  STORAGE_KEYS,
  type CartLine,
  type MergeCartBody,
} from '@shop/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildAuthResponse, buildCartLine, buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { AddToCartInput } from '../cart-lines';
import { createQueryClient } from '@/lib/query-client';
import { cartQueryOptions, useCart, type UseCartResult } from './use-cart';

let cart: UseCartResult;

function Probe() {
  const current = useCart();
  useEffect(() => {
    cart = current;
  });
  return (
    <div>
      <span data-testid="count">{current.count}</span>
      <span data-testid="total">{current.total}</span>
    </div>
  );
}

const dress = (stock: number | null = 3, variantId = 101): AddToCartInput => ({
  item: {
    id: 10,
    name: 'Платье миди',
    brand: 'Zarina',
    price: 19990,
    min_price: 17990,
    image_url: null,
  },
  variant: { id: variantId, size: 'M', color: 'бордовый', price: 17990, stock },
});

function storedCart() {
  const raw = window.localStorage.getItem(STORAGE_KEYS.cart);
  return raw ? (JSON.parse(raw) as { id: number; quantity: number }[]) : null;
}

describe('useCart — guest', () => {
  it('keeps the cart in localStorage «cart», adds with the stock cap and removes at 0', async () => {
    renderWithProviders(<Probe />);
    await act(() => cart.add(dress()));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(storedCart()).toMatchObject([{ id: 101, quantity: 1, price: 17990 }]);

    await act(() => cart.add({ ...dress(), quantity: 10 }));
    await waitFor(() => expect(cart.lines[0]!.quantity).toBe(3));
    expect(storedCart()).toMatchObject([{ id: 101, quantity: 3 }]);
    expect(screen.getByTestId('total')).toHaveTextContent(String(3 * 17990));

    await act(() => cart.setQuantity(101, 0));
    await waitFor(() => expect(cart.lines).toEqual([]));
    expect(storedCart()).toBeNull();
  });

  it('says what «В корзину» added: nothing once the whole stock is in the cart', async () => {
    renderWithProviders(<Probe />);
    expect(await cart.add({ ...dress(2), quantity: 1 })).toEqual({ added: 1, inCart: 1 });
    expect(await cart.add({ ...dress(2), quantity: 5 })).toEqual({ added: 1, inCart: 2 });
    expect(await cart.add(dress(2))).toEqual({ added: 0, inCart: 2 });
    expect(storedCart()).toMatchObject([{ id: 101, quantity: 2 }]);
  });

  it('marks the guest cart as kept on this device, so a drawn page never brings one', () => {
    const client = createQueryClient({ test: true });
    expect(cartQueryOptions(client, null).meta?.keptOnDevice).toBe(true);
    expect(cartQueryOptions(client, 5).meta?.keptOnDevice).toBe(false);
  });

  it('reads an existing guest cart on start', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        {
          id: 7,
          item_id: 1,
          name: 'Шарф',
          price: 5000,
          quantity: 2,
          image_url: null,
          size: null,
          color: null,
          stock: null,
        },
      ]),
    );
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('count')).toHaveTextContent('2');
  });
});

describe('useCart — signed in', () => {
  it('loads the server cart and adopts the whole cart each call answers', async () => {
    const line = buildCartLine({ variant_id: 101, quantity: 1, stock: 5, price: 1000 });
    server.use(mockApi.cart([line]));
    const seen: { variantId: number; qty: number }[] = [];
    server.use(
      mockApi.addToCart((variantId, qty) => {
        seen.push({ variantId, qty });
        // The server knows better: say it also has a line added elsewhere.
        return [{ ...line, quantity: 3 }, buildCartLine({ variant_id: 202, quantity: 1 })];
      }),
    );
    renderWithProviders(<Probe />, { user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));

    await act(() => cart.add({ ...dress(5), quantity: 2 }));
    expect(seen).toEqual([{ variantId: 101, qty: 2 }]);
    await waitFor(() =>
      expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual([
        [101, 3],
        [202, 1],
      ]),
    );
    expect(storedCart()).toBeNull();
  });

  it('applies a change at once, before the server answers', async () => {
    const line = buildCartLine({ variant_id: 101, quantity: 1, stock: 5 });
    server.use(
      mockApi.cart([line]),
      http.put('*/api/cart/:variantId', async () => {
        await delay(200);
        return HttpResponse.json<CartLine[]>([{ ...line, quantity: 4 }]);
      }),
    );
    renderWithProviders(<Probe />, { user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));

    let pending!: Promise<void>;
    act(() => {
      pending = cart.setQuantity(101, 4);
    });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
    await act(() => pending);
    await waitFor(() => expect(cart.lines[0]!.quantity).toBe(4));
  });

  it('keeps the local change when the server call fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const line = buildCartLine({ variant_id: 101, quantity: 1, stock: 5 });
    server.use(mockApi.cart([line]), ...mockApi.cartChangesFail());
    renderWithProviders(<Probe />, { user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));

    await act(() => cart.setQuantity(101, 3));
    await waitFor(() => expect(cart.lines[0]!.quantity).toBe(3));
    await act(() => cart.add(dress(5, 303)));
    await waitFor(() =>
      expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual([
        [101, 3],
        [303, 1],
      ]),
    );
    await act(() => cart.remove(101));
    await waitFor(() => expect(cart.lines.map((l) => l.id)).toEqual([303]));
    await act(() => cart.clear());
    await waitFor(() => expect(cart.lines).toEqual([]));
    expect(warn).toHaveBeenCalled();
    // No toast: a failed cart call is only logged, and the cart on screen is kept.
    expect(screen.queryByText('Ошибка')).not.toBeInTheDocument();
  });

  it('never lets a late answer overwrite a newer change', async () => {
    const line = buildCartLine({ variant_id: 101, quantity: 1, stock: 9 });
    let calls = 0;
    let answered = 0;
    server.use(
      mockApi.cart([line]),
      http.put('*/api/cart/:variantId', async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        calls += 1;
        // The first answer arrives last.
        await delay(calls === 1 ? 300 : 50);
        answered += 1;
        return HttpResponse.json<CartLine[]>([{ ...line, quantity }]);
      }),
    );
    renderWithProviders(<Probe />, { user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    await act(() => Promise.all([cart.setQuantity(101, 2), cart.setQuantity(101, 5)]));
    await waitFor(() => expect(answered).toBe(2));
    await act(async () => undefined);
    expect(cart.lines[0]!.quantity).toBe(5);
  });

  it('sends PUT with quantity 0 when a line is set to 0 (the server removes it)', async () => {
    const line = buildCartLine({ variant_id: 101, quantity: 2, stock: 9 });
    const sent: number[] = [];
    server.use(
      mockApi.cart([line]),
      mockApi.updateCartLine((_id, quantity) => {
        sent.push(quantity);
        return [];
      }),
    );
    renderWithProviders(<Probe />, { user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    await act(() => cart.setQuantity(101, 0));
    expect(sent).toEqual([0]);
    await waitFor(() => expect(cart.lines).toEqual([]));
  });
});

describe('useCart — signing in merges the guest cart', () => {
  it('sends at most as many guest lines as the merge call accepts', () => {
    const line = { variant_id: 1, quantity: 1 };
    const body = (count: number) => ({ lines: Array.from({ length: count }, () => line) });
    expect(mergeCartBodySchema.safeParse(body(CART_MERGE_MAX_LINES)).success).toBe(true);
    expect(mergeCartBodySchema.safeParse(body(CART_MERGE_MAX_LINES + 1)).success).toBe(false);
  });

  it('posts the guest lines to /api/cart/merge, clears «cart» and shows the merged cart', async () => {
    const account = buildUser({ first_name: 'Дана' });
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        {
          id: 101,
          item_id: 10,
          name: 'Платье',
          brand: 'Zarina',
          price: 17990,
          quantity: 2,
          image_url: null,
          size: 'M',
          color: null,
          stock: 3,
        },
        {
          id: 202,
          item_id: 20,
          name: 'Шарф',
          price: 5000,
          quantity: 1,
          image_url: null,
          size: null,
          color: null,
          stock: null,
        },
      ]),
    );
    const merged: MergeCartBody[] = [];
    server.use(
      mockApi.login(buildAuthResponse(account)),
      mockApi.mergeCart((body) => {
        merged.push(body);
        return [
          buildCartLine({ variant_id: 101, quantity: 3, stock: 3 }),
          buildCartLine({ variant_id: 202, quantity: 1 }),
          buildCartLine({ variant_id: 303, quantity: 1 }),
        ];
      }),
      // The server cart must not be fetched on top of the merge.
      http.get('*/api/cart/', () =>
        errorResponse(500, { code: 'INTERNAL', message: 'should not be called' }),
      ),
    );
    const { user, router } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Пароль'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Корзина: 5' })).toBeInTheDocument();
    expect(merged).toEqual([
      {
        lines: [
          { variant_id: 101, quantity: 2 },
          { variant_id: 202, quantity: 1 },
        ],
      },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('keeps the guest cart for a later try when the merge fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        {
          id: 101,
          item_id: 10,
          name: 'Платье',
          price: 1,
          quantity: 1,
          image_url: null,
          size: null,
          color: null,
          stock: null,
        },
      ]),
    );
    server.use(
      http.post('*/api/cart/merge', () =>
        errorResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' }),
      ),
      mockApi.cart([buildCartLine({ variant_id: 999, quantity: 2 })]),
    );
    renderWithProviders(<Probe />, { user: buildUser() });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
