import type { OrderDetail, OrderNote, OrderReturnCreate, OrderStatusUpdate } from '@shop/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOutboxPage } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ id: 1 });

function toast(message: string) {
  return (
    screen
      .queryAllByText(message)
      .map((node) => node.closest('.mantine-Notification-root'))
      .find(Boolean) ?? null
  );
}

describe('/admin/orders/{id}: the staff work on an order', () => {
  it('shows the staff notes newest first and adds one', async () => {
    const notes: OrderNote[] = [
      {
        id: 1,
        text: 'Позвонить перед доставкой',
        author: { id: 1, name: 'Анна Admin' },
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ];
    const sent: string[] = [];
    server.use(
      mockApi.order(() => buildOrderDetail({ id: 70 })),
      mockApi.outbox(() => buildOutboxPage([])),
      mockApi.orderNotes(() => ({ notes })),
      mockApi.addOrderNote((_id, body) => {
        sent.push(body.text);
        const note = {
          id: 2,
          text: body.text,
          author: { id: 1, name: 'Анна Admin' },
          created_at: '2026-11-21T10:00:00.000Z',
        };
        notes.unshift(note);
        return note;
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/70', user: admin });

    const section = await screen.findByRole('region', { name: 'Заметки сотрудников' });
    expect(await within(section).findByText('Позвонить перед доставкой')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Новая заметка'), 'Клиент просит после 18:00');
    await user.click(within(section).getByRole('button', { name: 'Добавить заметку' }));
    expect(await within(section).findByText('Клиент просит после 18:00')).toBeInTheDocument();
    expect(sent).toEqual(['Клиент просит после 18:00']);
    const texts = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('Клиент просит после 18:00');
    expect(texts[1]).toContain('Позвонить перед доставкой');
    expect(within(section).getByLabelText('Новая заметка')).toHaveValue('');
    expect(within(section).getByRole('button', { name: 'Добавить заметку' })).toBeDisabled();
  });

  it('keeps a refused note as typed and says why under it', async () => {
    server.use(
      mockApi.order(() => buildOrderDetail({ id: 70 })),
      mockApi.outbox(() => buildOutboxPage([])),
      mockApi.orderNotes(() => ({ notes: [] })),
      mockApi.addOrderNote(() => ({ status: 500, error: { code: 'INTERNAL', message: 'Boom' } })),
    );
    const { user } = renderApp({ route: '/admin/orders/70', user: admin });

    const section = await screen.findByRole('region', { name: 'Заметки сотрудников' });
    const note = within(section).getByLabelText('Новая заметка');
    await user.type(note, 'Клиент просит после 18:00');
    await user.click(within(section).getByRole('button', { name: 'Добавить заметку' }));

    expect(await within(section).findByText('Не удалось добавить заметку')).toBeInTheDocument();
    expect(note).toHaveValue('Клиент просит после 18:00');
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });

  it('records a return of the chosen pieces and shows the refunded sum', async () => {
    let order: OrderDetail = buildOrderDetail({ id: 71, status: 'delivered' });
    const line = order.lines[0]!;
    order = {
      ...order,
      payment: { ...order.payment, method: 'online', state: 'paid' },
      returnable: [{ line_id: line.id, quantity: line.quantity }],
      refundable: { total: order.totals.total, delivery: 0 },
      return_until: '2026-12-10T10:00:00.000Z',
    };
    const asked: OrderReturnCreate[] = [];
    server.use(
      mockApi.order(() => order),
      mockApi.outbox(() => buildOutboxPage([])),
      mockApi.createOrderReturn((_id, body) => {
        asked.push(body);
        order = {
          ...order,
          refunded_total: line.price,
          returnable: [{ line_id: line.id, quantity: line.quantity - 1 }],
          refundable: { total: order.totals.total - line.price, delivery: 0 },
          returns: [
            {
              id: 1,
              number: 1,
              at: '2026-11-25T10:00:00.000Z',
              state: 'refunded',
              method: 'provider',
              amount: line.price,
              includes_delivery: false,
              lines: [
                {
                  line_id: line.id,
                  name: line.name,
                  size: line.size,
                  color: line.color,
                  quantity: 1,
                },
              ],
            },
          ],
        };
        return order;
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/71', user: admin });

    const form = await screen.findByRole('form', { name: 'Оформить возврат' });
    expect(within(form).getByText(/на карту покупателя/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Укажите, сколько штук вернули',
    );
    const quantity = within(form).getByRole('textbox', { name: /Вернули, шт\./ });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(within(form).getByRole('button', { name: 'Оформить возврат' }));
    // Nothing is sent before the sum and where it goes are confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите возврат' });
    expect(dialog).toHaveTextContent(/Вернуть 15\s990\s₸ на карту покупателя\?/);
    expect(asked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /Вернуть 15\s990/ }));

    await waitFor(() =>
      expect(asked).toEqual([
        { lines: [{ line_id: line.id, quantity: 1 }], include_delivery: false, amount: 15990 },
      ]),
    );
    expect(await screen.findByTestId('order-refunded-total')).toHaveTextContent('Возвращено');
    expect(screen.getByText(/Возврат №1/)).toBeInTheDocument();
    expect(within(form).getByTestId('return-sum')).toHaveTextContent(/К возврату: 0/);
  });

  it('asks before marking an order delivered, and offers to undo it', async () => {
    let order: OrderDetail = buildOrderDetail({
      id: 72,
      status: 'shipped',
      next_statuses: ['delivered', 'cancelled'],
    });
    const patches: OrderStatusUpdate[] = [];
    let undone = 0;
    server.use(
      mockApi.order(() => order),
      mockApi.outbox(() => buildOutboxPage([])),
      mockApi.updateOrderStatus((_id, body) => {
        patches.push(body);
        order = {
          ...order,
          status: 'delivered',
          next_statuses: [],
          undo_delivered_until: new Date(Date.now() + 600_000).toISOString(),
        };
        return order;
      }),
      mockApi.undoDelivered(() => {
        undone += 1;
        order = {
          ...order,
          status: 'shipped',
          next_statuses: ['delivered', 'cancelled'],
          undo_delivered_until: null,
        };
        return order;
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/72', user: admin });

    await user.click(await screen.findByRole('button', { name: 'Отметить доставленным' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметить заказ доставленным?' });
    await user.click(within(dialog).getByRole('button', { name: 'Не отмечать' }));
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отметить доставленным' }));
    const again = await screen.findByRole('dialog', { name: 'Отметить заказ доставленным?' });
    await user.click(within(again).getByRole('button', { name: 'Отметить доставленным' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'delivered', note: null }]));
    const shown = await waitFor(() => {
      const node = toast('Заказ V-000072: Доставлен');
      expect(node).not.toBeNull();
      return node!;
    });
    await user.click(within(shown as HTMLElement).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(undone).toBe(1));
    await waitFor(() => expect(toast('Отметка «Доставлен» снята')).not.toBeNull());
  });

  it('says why the «Delivered» mark stays when the server refuses to take it back', async () => {
    const order: OrderDetail = {
      ...buildOrderDetail({ id: 73, status: 'delivered', next_statuses: [] }),
      undo_delivered_until: new Date(Date.now() + 600_000).toISOString(),
    };
    server.use(
      mockApi.order(() => order),
      mockApi.outbox(() => buildOutboxPage([])),
      mockApi.undoDelivered(() => ({
        status: 409,
        error: {
          code: 'ORDER_STATUS_CONFLICT',
          message: '«Delivered» can no longer be undone',
          details: { reason: 'undo_expired', status: 'delivered' },
        },
      })),
    );
    const { user } = renderApp({ route: '/admin/orders/73', user: admin });

    await user.click(await screen.findByRole('button', { name: 'Вернуть статус «Отправлен»' }));
    await waitFor(() => expect(toast('Отметку «Доставлен» уже нельзя снять')).not.toBeNull());
  });
});
