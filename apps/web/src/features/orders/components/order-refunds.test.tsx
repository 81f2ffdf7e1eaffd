import type { OrderDetail } from '@shop/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOrderLine } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 4000 });

const shopper = buildUser({ id: 1 });

/** A card order of two 16 000 ₸ dresses, paid. */
function paidOrder(overrides: Partial<OrderDetail>): OrderDetail {
  const order = buildOrderDetail({
    lines: [buildOrderLine({ price: 16000, quantity: 2 })],
    ...overrides,
  });
  return { ...order, payment: { ...order.payment, method: 'online', state: 'paid' } };
}

describe("the shopper's order and its money", () => {
  it('shows a payment refunded in part and what came back', async () => {
    const order = paidOrder({ id: 51, status: 'delivered' });
    const line = order.lines[0]!;
    server.use(
      mockApi.order(() => ({
        ...order,
        payment: { ...order.payment, state: 'partially_refunded' },
        refunded_total: 16000,
        returns: [
          {
            id: 1,
            number: 1,
            at: '2026-11-25T10:00:00.000Z',
            state: 'refunded',
            method: 'provider',
            amount: 16000,
            includes_delivery: false,
            lines: [{ line_id: line.id, name: line.name, size: null, color: null, quantity: 1 }],
          },
        ],
      })),
    );
    renderApp({ route: '/orders/51', user: shopper });
    expect(await screen.findByText('Частично возвращён')).toBeInTheDocument();
    expect(screen.getByTestId('order-refunded-total')).toHaveTextContent(/Возвращено: 16\s000\s₸/);
  });

  it('says before cancelling a paid order how much goes back to the card', async () => {
    const order = paidOrder({ id: 52, status: 'confirmed', can_cancel: true });
    server.use(mockApi.order(() => order));
    const { user } = renderApp({ route: '/orders/52', user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ V-000052?' });
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent(
      /^32\s000\s₸ вернутся на карту, с которой вы платили\.$/,
    );
  });

  it('says nothing of a refund when cancelling an order to be paid on delivery', async () => {
    const order = buildOrderDetail({ id: 53, status: 'new', can_cancel: true });
    server.use(mockApi.order(() => order));
    const { user } = renderApp({ route: '/orders/53', user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ V-000053?' });
    expect(within(dialog).queryByTestId('cancel-refund')).toBeNull();
  });
});
