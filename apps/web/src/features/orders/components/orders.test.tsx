import type { OrderDetail } from '@shop/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import {
  buildOrderDetail,
  buildOrderLine,
  buildOrderPage,
  buildOrderSummary,
} from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';
import { PAYMENT_POLL_MS } from '../api/get-order';

configure({ asyncUtilTimeout: 4000 });

const shopper = buildUser({ id: 1 });
const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';

function toast(message: string) {
  return (
    screen
      .queryAllByText(message)
      .map((node) => node.closest('.mantine-Notification-root'))
      .find(Boolean) ?? null
  );
}

const notFound = { status: 404, error: { code: 'NOT_FOUND' as const, message: 'Order not found' } };

afterEach(() => vi.restoreAllMocks());

describe('/orders', () => {
  it('lists the orders with number, status, count and total, 20 per page', async () => {
    const asked: number[] = [];
    server.use(
      mockApi.myOrders((page) => {
        asked.push(page);
        if (page === 2)
          return buildOrderPage([buildOrderSummary({ id: 5, status: 'delivered' })], 2, 21);
        return buildOrderPage(
          Array.from({ length: 20 }, (_, i) =>
            buildOrderSummary({ id: 100 - i, status: i === 0 ? 'shipped' : 'new' }),
          ),
          1,
          21,
        );
      }),
    );
    const { user, router } = renderApp({ route: '/orders', user: shopper });

    const list = await screen.findByRole('list', { name: 'Список заказов' });
    const first = within(list).getByRole('link', { name: 'Открыть заказ V-000100' });
    expect(first).toHaveAttribute('href', '/orders/100');
    expect(within(first).getByText('Отправлен')).toBeInTheDocument();
    expect(text(first)).toContain('2 товара');
    // 2 × 15 990, free delivery from 30 000.
    expect(text(first)).toContain('31 980 ₸');

    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByRole('link', { name: 'Открыть заказ V-000005' })).toBeInTheDocument();
    expect(screen.getByText('Доставлен')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    expect(asked).toEqual([1, 2]);
  });

  it('says «Заказов пока нет» with a way to the catalogue', async () => {
    server.use(mockApi.myOrders(() => buildOrderPage([])));
    renderApp({ route: '/orders', user: shopper, width: MOBILE_WIDTH });
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
  });
});

describe('/orders/{id}', () => {
  it('shows the lines, totals, delivery, payment and the status timeline', async () => {
    const order = buildOrderDetail({
      id: 42,
      status: 'shipped',
      lines: [
        buildOrderLine({ name: 'Платье миди', price: 15990, quantity: 2, size: 'M' }),
        buildOrderLine({ name: 'Шарф', price: 4500, quantity: 1, item_id: null, size: null }),
      ],
      comment: 'Позвонить за час',
      timeline: [
        { status: 'new', at: '2026-11-20T10:15:00.000Z', by: 'shopper', note: null },
        { status: 'confirmed', at: '2026-11-20T12:00:00.000Z', by: 'admin', note: null },
        { status: 'shipped', at: '2026-11-21T09:00:00.000Z', by: 'admin', note: 'Трек 123' },
      ],
      can_cancel: false,
    });
    server.use(mockApi.order((id) => (id === 42 ? order : notFound)));
    renderApp({ route: '/orders/42', user: shopper });

    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ V-000042' })).toBeVisible();
    const lines = screen.getByRole('list', { name: 'Товары заказа' });
    const dress = within(lines).getByRole('listitem', { name: 'Платье миди' });
    expect(text(dress)).toContain('2 × 15 990 ₸');
    expect(text(dress)).toContain('31 980 ₸');
    // A line whose item is gone is still shown, without a link.
    expect(within(lines).queryByRole('link', { name: 'Шарф' })).not.toBeInTheDocument();
    expect(text(screen.getByTestId('order-items-total'))).toBe('36 480 ₸');
    expect(text(screen.getByTestId('order-delivery-price'))).toBe('Бесплатно');
    expect(text(screen.getByTestId('order-total'))).toBe('36 480 ₸');
    expect(text(screen.getByTestId('order-address'))).toBe(
      'г. Алматы, ул. Абая, д. 10, кв./офис 25',
    );
    expect(screen.getByText('Позвонить за час')).toBeInTheDocument();
    expect(screen.getAllByText('Оплата при получении').length).toBeGreaterThan(0);
    expect(screen.queryByText('Оплачено')).not.toBeInTheDocument();

    const timeline = screen.getByLabelText('История статусов');
    const steps = within(timeline).getAllByText(/^(Новый|Подтверждён|Отправлен|Доставлен)$/);
    expect(steps.map((step) => step.textContent)).toEqual([
      'Новый',
      'Подтверждён',
      'Отправлен',
      'Доставлен',
    ]);
    expect(within(timeline).getByText('Трек 123')).toBeInTheDocument();
    expect(within(timeline).getByText('Ещё впереди')).toBeInTheDocument();
    // Shipped: no longer cancellable by the shopper.
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('cancels after the confirmation while allowed', async () => {
    let order: OrderDetail = buildOrderDetail({ id: 43, status: 'new', can_cancel: true });
    const cancelled: number[] = [];
    server.use(
      mockApi.order(() => order),
      mockApi.cancelOrder((id) => {
        cancelled.push(id);
        order = {
          ...order,
          status: 'cancelled',
          can_cancel: false,
          timeline: [
            ...order.timeline,
            { status: 'cancelled', at: '2026-11-20T11:00:00.000Z', by: 'shopper', note: null },
          ],
        };
        return order;
      }),
    );
    const { user } = renderApp({ route: '/orders/43', user: shopper });

    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ V-000043?' });
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }),
    );
    await waitFor(() => expect(toast('Заказ V-000043 отменён')).not.toBeNull());
    expect(cancelled).toEqual([43]);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Отменён');
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('says why a cancellation was refused', async () => {
    const order = buildOrderDetail({ id: 44, can_cancel: true });
    server.use(
      mockApi.order(() => order),
      mockApi.cancelOrder(() => ({
        status: 409,
        error: {
          code: 'ORDER_STATUS_CONFLICT',
          message: 'A shipped order cannot be cancelled',
          details: { reason: 'not_cancellable', status: 'shipped' },
        },
      })),
    );
    const { user } = renderApp({ route: '/orders/44', user: shopper });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }),
    );
    await waitFor(() =>
      expect(toast('Заказ в статусе «Отправлен» уже нельзя отменить')).not.toBeNull(),
    );
  });

  it('shows «Заказ не найден» for another user’s order', async () => {
    server.use(mockApi.order(() => notFound));
    renderApp({ route: '/orders/999', user: shopper });
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко всем заказам' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('back from the payment page, waits for the API to report the payment before «Оплачено»', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let paid = false;
      const pending = buildOrderDetail({
        id: 50,
        payment: {
          method: 'online',
          state: 'pending',
          pay_url: 'https://checkout.stripe.test/pay/cs_50',
          pay_before: '2026-11-20T10:45:00.000Z',
          paid_at: null,
          mismatch: null,
        },
      });
      let asked = 0;
      server.use(
        mockApi.order(() => {
          asked += 1;
          if (!paid) return pending;
          return {
            ...pending,
            status: 'confirmed',
            payment: {
              ...pending.payment,
              state: 'paid',
              pay_url: null,
              paid_at: '2026-11-20T10:20:00.000Z',
            },
          };
        }),
      );
      renderApp({ route: '/orders/50?payment=success', user: shopper });

      expect(
        await screen.findByText('Ждём подтверждения оплаты от платёжной системы…'),
      ).toBeInTheDocument();
      expect(screen.getByTestId('payment-state')).toHaveTextContent('Ожидает оплаты');
      expect(screen.queryByText('Оплачено')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Оплатить заказ' })).toBeInTheDocument();

      // The provider's return proved nothing; the next answer still says pending.
      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
      await waitFor(() => expect(asked).toBeGreaterThanOrEqual(2));
      expect(screen.queryByText('Оплачено')).not.toBeInTheDocument();

      // The signed webhook arrived: the next poll shows it.
      paid = true;
      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
      expect(await screen.findByText('Оплата получена. Спасибо!')).toBeInTheDocument();
      expect(screen.getByTestId('payment-state')).toHaveTextContent('Оплачено');
      expect(screen.queryByRole('button', { name: 'Оплатить заказ' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('«Оплатить заказ» asks for the payment page when the order has none yet', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const order = buildOrderDetail({
      id: 51,
      payment: {
        method: 'online',
        state: 'pending',
        pay_url: null,
        pay_before: null,
        paid_at: null,
        mismatch: null,
      },
    });
    server.use(
      mockApi.order(() => order),
      mockApi.startPayment((id) => ({
        ...order,
        id,
        payment: { ...order.payment, pay_url: 'https://checkout.stripe.test/pay/cs_51' },
      })),
    );
    renderApp({ route: '/orders/51?payment=cancelled', user: shopper });
    expect(
      await screen.findByText('Оплата не завершена. Вы можете оплатить заказ, пока он не отменён.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Оплатить заказ' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_51'),
    );
  });
});
