import type { CartLine } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCartLine, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildCheckoutOptions } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** A server that keeps the cart in memory and answers each call with the whole cart. */
function serverCart(initial: CartLine[]) {
  let lines = [...initial];
  const calls: string[] = [];
  server.use(
    http.get('*/api/cart/', () => HttpResponse.json<CartLine[]>(lines)),
    mockApi.updateCartLine((variantId, quantity) => {
      calls.push(`PUT ${variantId} ${quantity}`);
      lines = lines
        .map((l) => (l.variant_id === variantId ? { ...l, quantity } : l))
        .filter((l) => l.quantity > 0);
      return lines;
    }),
    mockApi.removeCartLine((variantId) => {
      calls.push(`DELETE ${variantId}`);
      lines = lines.filter((l) => l.variant_id !== variantId);
      return lines;
    }),
    mockApi.clearCart(() => {
      calls.push('DELETE all');
      lines = [];
    }),
  );
  return { calls };
}

const line = (name: string, overrides: Partial<CartLine>) => buildCartLine({ name, ...overrides });

describe('/cart', () => {
  it('shows «Ваша корзина пуста» with a link to the catalogue', async () => {
    renderApp({ route: '/cart', user: buildUser() });
    expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
    expect(screen.queryByRole('button', { name: 'Оформить заказ' })).not.toBeInTheDocument();
  });

  it('lists the lines with links, size and colour, and a summary with count and total', async () => {
    serverCart([
      line('Платье миди', { variant_id: 11, item_id: 501, price: 15990, quantity: 2, size: 'M' }),
      line('Шарф', { variant_id: 12, item_id: 502, price: 4500, quantity: 1, color: 'серый' }),
    ]);
    renderApp({ route: '/cart', user: buildUser() });
    const list = await screen.findByRole('list', { name: 'Товары в корзине' });
    const dress = within(list).getByRole('listitem', { name: 'Платье миди' });
    expect(within(dress).getByRole('link', { name: 'Платье миди' })).toHaveAttribute(
      'href',
      '/items/501',
    );
    expect(within(dress).getByText(/Размер: M/)).toBeInTheDocument();
    expect(within(list).getByText(/Цвет: серый/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 товара');
    // 2 × 15 990 + 4 500 = 36 480 ₸ (ru-RU groups with a narrow no-break space).
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('36 480 ₸');
    expect(screen.getByRole('link', { name: 'Корзина: 3' })).toBeInTheDocument();
  });

  it('shows a discounted line’s old total crossed out and «Скидка» in the summary', async () => {
    serverCart([
      line('Пальто из шерсти', {
        variant_id: 21,
        price: 30000,
        compare_at_price: 45000,
        quantity: 2,
      }),
      line('Шарф', { variant_id: 22, price: 4500, quantity: 1 }),
    ]);
    renderApp({ route: '/cart', user: buildUser() });
    const coat = await screen.findByRole('listitem', { name: 'Пальто из шерсти' });
    const old = within(coat).getByRole('img', { name: /^Старая цена/ });
    expect(old.textContent?.replace(/\s/g, ' ')).toBe('90 000 ₸−33 %');
    expect(within(coat).getByTestId('cart-line-total').textContent?.replace(/\s/g, ' ')).toBe(
      '60 000 ₸',
    );
    const scarf = screen.getByRole('listitem', { name: 'Шарф' });
    expect(within(scarf).queryByTestId('old-price')).not.toBeInTheDocument();
    expect(screen.getByText('Скидка')).toBeInTheDocument();
    expect(screen.getByTestId('cart-savings').textContent?.replace(/\s/g, ' ')).toBe('−30 000 ₸');
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('64 500 ₸');
  });

  it('has no «Скидка» line without a discounted line', async () => {
    serverCart([line('Шарф', { variant_id: 23, price: 4500, quantity: 1 })]);
    renderApp({ route: '/cart', user: buildUser() });
    expect(await screen.findByTestId('cart-total')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-savings')).not.toBeInTheDocument();
  });

  it('marks a sold-out line, leaves it out of the total and says so before checkout', async () => {
    serverCart([
      line('Платье миди', { variant_id: 11, price: 15990, quantity: 1, stock: 3 }),
      line('Шарф', { variant_id: 12, price: 4500, quantity: 2, stock: 0 }),
    ]);
    renderApp({ route: '/cart', user: buildUser() });
    const scarf = await screen.findByRole('listitem', { name: 'Шарф' });
    expect(within(scarf).getByText('Нет в наличии')).toBeInTheDocument();
    expect(within(scarf).getByText('Не войдёт в заказ')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1 товар');
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('15 990 ₸');
    expect(screen.getByTestId('cart-sold-out-note')).toHaveTextContent(
      '1 товар закончился: он не войдёт в заказ и не учтён в сумме.',
    );
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
    // The header still counts what is in the cart.
    expect(screen.getByRole('link', { name: 'Корзина: 3' })).toBeInTheDocument();
  });

  it('offers no checkout when nothing in the cart is in stock', async () => {
    serverCart([line('Шарф', { variant_id: 12, price: 4500, quantity: 1, stock: 0 })]);
    renderApp({ route: '/cart', user: buildUser() });
    expect(await screen.findByTestId('cart-sold-out-note')).toHaveTextContent(
      'Товаров из корзины нет в наличии — заказ пока оформить нельзя.',
    );
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('0 ₸');
  });

  it('the stepper stays between 1 and the known stock and the totals follow', async () => {
    const { calls } = serverCart([
      line('Платье миди', { variant_id: 11, price: 1000, quantity: 1, stock: 2 }),
    ]);
    const { user } = renderApp({ route: '/cart', user: buildUser() });
    const row = await screen.findByRole('listitem', { name: 'Платье миди' });
    const minus = within(row).getByRole('button', { name: 'Уменьшить количество' });
    const plus = within(row).getByRole('button', { name: 'Увеличить количество' });
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();

    await user.click(plus);
    await waitFor(() =>
      expect(within(row).getByTestId('cart-line-quantity')).toHaveTextContent('2'),
    );
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    expect(within(row).getByText('В наличии только 2 шт.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2 товара');
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('2 000 ₸');
    await waitFor(() => expect(calls).toEqual(['PUT 11 2']));

    await user.click(minus);
    await waitFor(() =>
      expect(within(row).getByTestId('cart-line-quantity')).toHaveTextContent('1'),
    );
    expect(minus).toBeDisabled();
    await waitFor(() => expect(calls).toEqual(['PUT 11 2', 'PUT 11 1']));
  });

  it('removes a line with its own button', async () => {
    const { calls } = serverCart([
      line('Платье миди', { variant_id: 11 }),
      line('Шарф', { variant_id: 12 }),
    ]);
    const { user } = renderApp({ route: '/cart', user: buildUser() });
    await screen.findByRole('listitem', { name: 'Шарф' });
    await user.click(screen.getByRole('button', { name: 'Удалить «Шарф» из корзины' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Шарф' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Платье миди' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['DELETE 12']));
  });

  it('offers «Вернуть» after a line is removed, and brings it back as it was', async () => {
    const { calls } = serverCart([line('Шарф', { variant_id: 12, quantity: 3, stock: 9 })]);
    const added: string[] = [];
    server.use(
      http.post('*/api/cart/:variantId', ({ params, request }) => {
        const qty = new URL(request.url).searchParams.get('qty');
        added.push(`POST ${String(params.variantId)} ${qty}`);
        return HttpResponse.json<CartLine[]>([
          line('Шарф', { variant_id: 12, quantity: Number(qty), stock: 9 }),
        ]);
      }),
    );
    const { user } = renderApp({ route: '/cart', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Удалить «Шарф» из корзины' }));
    const toast = (await screen.findByText('Товар удалён из корзины')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(within(toast).getByText('Шарф')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['DELETE 12']));

    await user.click(within(toast).getByRole('button', { name: 'Вернуть' }));
    const restored = await screen.findByRole('listitem', { name: 'Шарф' });
    expect(within(restored).getByTestId('cart-line-quantity')).toHaveTextContent('3');
    await waitFor(() => expect(added).toEqual(['POST 12 3']));
    await waitFor(() =>
      expect(screen.queryByText('Товар удалён из корзины')).not.toBeInTheDocument(),
    );
  });

  it('«Оформить заказ» leads a signed-in shopper to /checkout with the cart as it is', async () => {
    const { calls } = serverCart([line('Платье миди', { variant_id: 11, quantity: 2 })]);
    server.use(mockApi.checkoutOptions(buildCheckoutOptions()));
    const { user, router } = renderApp({ route: '/cart', user: buildUser() });
    await screen.findByRole('listitem', { name: 'Платье миди' });
    expect(
      screen.getByText('Способ доставки и оплаты вы выберете на следующем шаге.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const summary = await screen.findByRole('list', { name: 'Товары заказа' });
    expect(within(summary).getByRole('listitem', { name: 'Платье миди' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('«Очистить корзину» asks first, then empties the cart', async () => {
    const { calls } = serverCart([line('Платье миди', { variant_id: 11 })]);
    const { user } = renderApp({ route: '/cart', user: buildUser() });
    await screen.findByRole('listitem', { name: 'Платье миди' });

    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    let dialog = await screen.findByRole('dialog', { name: 'Очистить корзину?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    dialog = await screen.findByRole('dialog', { name: 'Очистить корзину?' });
    await user.click(within(dialog).getByRole('button', { name: 'Очистить' }));
    expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['DELETE all']));
  });
});
