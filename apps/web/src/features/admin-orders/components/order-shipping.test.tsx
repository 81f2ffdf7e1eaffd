import type { OrderDetail, OrderStatusUpdate } from '@shop/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildManager, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOutboxPage } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const manager = buildManager({ id: 5 });
const statusSection = () => screen.findByRole('region', { name: 'Изменить статус' });

function adminOrder(overrides: Partial<OrderDetail>, sent: OrderStatusUpdate[] = []) {
  let order = buildOrderDetail(overrides);
  server.use(
    mockApi.order(() => order),
    mockApi.outbox(() => buildOutboxPage([])),
    mockApi.orderNotes(() => ({ notes: [] })),
    mockApi.updateOrderStatus((_id, body) => {
      sent.push(body);
      order = { ...order, status: body.status, next_statuses: ['delivered', 'cancelled'] };
      return order;
    }),
  );
  return {
    current: () => order,
    set: (next: OrderDetail) => {
      order = next;
      return order;
    },
  };
}

describe('the parcel, the pickup words and the cash on an order’s page', () => {
  it('asks a courier order’s carrier and tracking number with «Отметить отправленным»', async () => {
    const sent: OrderStatusUpdate[] = [];
    adminOrder({ id: 80, status: 'confirmed', next_statuses: ['shipped', 'cancelled'] }, sent);
    const { user } = renderApp({ route: '/admin/orders/80', user: manager });

    const section = await statusSection();
    const number = within(section).getByLabelText('Трек-номер');
    await user.type(number, 'RR1');
    await user.click(within(section).getByRole('button', { name: 'Отметить отправленным' }));
    expect(
      await within(section).findByText('Трек-номер — от 4 до 40 латинских букв, цифр или дефисов'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(section).getByRole('textbox', { name: 'Служба доставки' }));
    await user.click(await screen.findByRole('option', { name: 'СДЭК' }));
    await user.clear(number);
    await user.type(number, 'rr 123 456 785 kz');
    await user.click(within(section).getByRole('button', { name: 'Отметить отправленным' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'shipped', note: null, carrier: 'cdek', tracking_number: 'RR123456785KZ' },
      ]),
    );
  });

  it('says «Готов к выдаче» and «Выдан» for a pickup order, with no parcel to ask', async () => {
    adminOrder({
      id: 81,
      status: 'confirmed',
      next_statuses: ['shipped', 'cancelled'],
      delivery_method: 'pickup',
    });
    const { user } = renderApp({ route: '/admin/orders/81', user: manager });

    const section = await statusSection();
    expect(within(section).queryByLabelText('Трек-номер')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Готов к выдаче' }));
    expect(await within(section).findByRole('button', { name: 'Выдан' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Отметить доставленным' })).toBeNull();
  });

  it('records a delivered cash order’s money after asking', async () => {
    const { current, set } = adminOrder({ id: 82, status: 'delivered', can_record_cash: true });
    const asked: number[] = [];
    server.use(
      mockApi.recordCash((id) => {
        asked.push(id);
        return set({
          ...current(),
          can_record_cash: false,
          cash_received_at: '2026-11-29T09:30:00.000Z',
          payment: { ...current().payment, state: 'paid', paid_at: '2026-11-29T09:30:00.000Z' },
        });
      }),
    );
    const { user } = renderApp({ route: '/admin/orders/82', user: manager });

    await user.click(await screen.findByRole('button', { name: 'Деньги получены' }));
    const dialog = await screen.findByRole('dialog', { name: 'Деньги за заказ получены?' });
    await user.click(within(dialog).getByRole('button', { name: 'Деньги получены' }));
    expect(await screen.findByText(/^Деньги получены \d/)).toBeInTheDocument();
    expect(asked).toEqual([82]);
  });
});

describe('the shopper’s order page', () => {
  it('shows the parcel’s carrier and number with the carrier’s tracking link', async () => {
    const order = buildOrderDetail({
      id: 83,
      status: 'shipped',
      shipment: {
        carrier: 'cdek',
        tracking_number: 'RR123456785KZ',
        tracking_url: 'https://www.cdek.kz/ru/tracking?order_id=RR123456785KZ',
      },
    });
    server.use(mockApi.order(() => order));
    renderApp({ route: '/orders/83', user: buildUser({ id: 1 }) });

    const parcel = await screen.findByTestId('order-shipment');
    expect(parcel).toHaveTextContent('СДЭК, трек-номер RR123456785KZ');
    expect(within(parcel).getByRole('link', { name: 'Отследить посылку' })).toHaveAttribute(
      'href',
      'https://www.cdek.kz/ru/tracking?order_id=RR123456785KZ',
    );
  });

  it('calls a pickup order’s steps «Готов к выдаче» and «Выдан»', async () => {
    const order = buildOrderDetail({
      id: 84,
      status: 'shipped',
      delivery_method: 'pickup',
      timeline: [
        { status: 'new', at: '2026-11-20T10:15:00.000Z', by: 'shopper', note: null },
        { status: 'shipped', at: '2026-11-21T10:15:00.000Z', by: 'admin', note: null },
      ],
    });
    server.use(mockApi.order(() => order));
    renderApp({ route: '/orders/84', user: buildUser({ id: 1 }) });

    const timeline = await screen.findByLabelText('История статусов');
    expect(within(timeline).getByText('Готов к выдаче')).toBeInTheDocument();
    expect(within(timeline).getByText('Выдан')).toBeInTheDocument();
    expect(within(timeline).queryByText('Отправлен')).toBeNull();
  });
});
