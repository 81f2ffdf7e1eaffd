import type { OrderDetail, OrderReturnCreate, OrderStatusUpdate } from '@shop/contract';
import type { OrderRefusal } from '@/testing/handlers/orders';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOrderLine, buildOutboxPage } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ id: 1 });

/** A delivered order of one 6 490 ₸ piece and a 1 500 ₸ delivery (7 990 ₸), paid as asked. */
function deliveredOrder(id: number, method: 'online' | 'cash_on_delivery'): OrderDetail {
  const order = buildOrderDetail({
    id,
    status: 'delivered',
    lines: [buildOrderLine({ price: 6490, quantity: 1 })],
  });
  return {
    ...order,
    payment: {
      ...order.payment,
      method,
      state: method === 'online' ? 'paid' : 'on_delivery',
    },
    returnable: [{ line_id: order.lines[0]!.id, quantity: 1 }],
    refundable: { total: 7990, delivery: 1500 },
    return_until: '2026-12-10T10:00:00.000Z',
  };
}

function serve(order: OrderDetail, answer?: () => OrderRefusal) {
  const asked: OrderReturnCreate[] = [];
  server.use(
    mockApi.order(() => order),
    mockApi.outbox(() => buildOutboxPage([])),
    mockApi.createOrderReturn((_id, body) => {
      asked.push(body);
      return answer?.() ?? order;
    }),
  );
  return asked;
}

async function openForm(id: number) {
  const rendered = renderApp({ route: `/admin/orders/${id}`, user: admin });
  const form = await screen.findByRole('form', { name: 'Оформить возврат' });
  return { ...rendered, form };
}

describe('the refund of a delivered order', () => {
  it('gives back a piece and the delivery of a cash order in cash, once confirmed', async () => {
    const order = deliveredOrder(81, 'cash_on_delivery');
    const asked = serve(order);
    const { user, form } = await openForm(81);

    await user.type(within(form).getByRole('textbox', { name: /Вернули, шт\./ }), '1');
    await user.click(within(form).getByRole('checkbox', { name: /Вернуть и доставку/ }));
    expect(within(form).getByTestId('return-sum')).toHaveTextContent(/7\s990\s₸/);
    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));

    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите возврат' });
    expect(dialog).toHaveTextContent(/Вернуть 7\s990\s₸ наличными\?/);
    expect(dialog).toHaveTextContent('На склад вернётся 1 шт.');
    await user.click(within(dialog).getByRole('button', { name: /Вернуть 7\s990/ }));
    await waitFor(() =>
      expect(asked).toEqual([
        {
          lines: [{ line_id: order.lines[0]!.id, quantity: 1 }],
          include_delivery: true,
          amount: 7990,
        },
      ]),
    );
  });

  it('takes a sum of its own up to what is left, to the card, and sends nothing when cancelled', async () => {
    const order = deliveredOrder(82, 'online');
    const asked = serve(order);
    const { user, form } = await openForm(82);

    await user.click(within(form).getByRole('switch', { name: 'Другая сумма' }));
    const amount = within(form).getByRole('textbox', { name: 'Сумма возврата' });
    // More than is left is cut to what is left.
    await user.type(amount, '9000');
    await user.tab();
    expect(amount).toHaveValue('7 990');
    expect(within(form).getByTestId('return-sum')).toHaveTextContent(/7\s990\s₸/);

    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));
    let dialog = await screen.findByRole('dialog', { name: 'Подтвердите возврат' });
    expect(dialog).toHaveTextContent(/Вернуть 2\s500\s₸ на карту покупателя\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Не возвращать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));
    dialog = await screen.findByRole('dialog', { name: 'Подтвердите возврат' });
    await user.click(within(dialog).getByRole('button', { name: /Вернуть 2\s500/ }));
    await waitFor(() =>
      expect(asked).toEqual([{ lines: [], include_delivery: false, amount: 2500 }]),
    );
  });

  it('says how much may still go back when the server finds the sum too large', async () => {
    const order = deliveredOrder(83, 'online');
    serve(order, () => ({
      status: 409,
      error: {
        code: 'ORDER_STATUS_CONFLICT',
        message: 'The refund would exceed what was paid',
        details: { reason: 'refund_above_paid', status: 'delivered', refundable: 1500 },
      },
    }));
    const { user, form } = await openForm(83);
    await user.type(within(form).getByRole('textbox', { name: /Вернули, шт\./ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите возврат' });
    await user.click(within(dialog).getByRole('button', { name: /Вернуть 6\s490/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /Можно вернуть не больше 1\s500\s₸/,
    );
  });

  it.each([
    [
      { status: 409, code: 'ORDER_STATUS_CONFLICT', reason: 'return_period_over' },
      'Срок возврата по этому заказу истёк',
    ],
    [
      { status: 409, code: 'ORDER_STATUS_CONFLICT', reason: 'already_returned' },
      'Столько штук вернуть нельзя: часть из них уже возвращена',
    ],
    [
      { status: 503, code: 'PAYMENT_UNAVAILABLE', reason: 'provider_failed' },
      'Платёжная система не ответила. Попробуйте ещё раз чуть позже',
    ],
  ] as const)('says why the server refused the return: $1', async (refusal, sentence) => {
    const order = deliveredOrder(85, 'online');
    serve(order, () => ({
      status: refusal.status,
      error: {
        code: refusal.code,
        message: 'Refused',
        details: { reason: refusal.reason, status: 'delivered' },
      },
    }));
    const { user, form } = await openForm(85);
    await user.type(within(form).getByRole('textbox', { name: /Вернули, шт\./ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите возврат' });
    await user.click(within(dialog).getByRole('button', { name: /Вернуть 6\s490/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(sentence);
  });
});

describe('cancelling a paid order', () => {
  it('says how much goes back to the card', async () => {
    const order = buildOrderDetail({
      id: 84,
      status: 'confirmed',
      next_statuses: ['shipped', 'cancelled'],
      lines: [buildOrderLine({ price: 4990, quantity: 1 })],
    });
    const paid: OrderDetail = {
      ...order,
      payment: { ...order.payment, method: 'online', state: 'paid' },
    };
    const patches: OrderStatusUpdate[] = [];
    server.use(
      mockApi.order(() => paid),
      mockApi.outbox(() => buildOutboxPage([])),
      mockApi.updateOrderStatus((_id, body) => {
        patches.push(body);
        return { ...paid, status: 'cancelled', next_statuses: [] };
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/84', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ V-000084?' });
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent(
      /^6\s490\s₸ вернутся на карту покупателя\.$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'cancelled', note: null }]));
  });
});
