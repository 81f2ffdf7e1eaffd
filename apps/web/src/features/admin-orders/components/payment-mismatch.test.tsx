import type { OrderDetail } from '@shop/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOrderPage, buildOrderSummary } from '@/testing/order-factories';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';
import { checkOrdersList, openAdminOrder } from './order-flag-test-kit';

// Admin pages are heavy for jsdom: on a busy machine the first render (the admin area's code
// loaded) can take several seconds.
configure({ asyncUtilTimeout: 10_000 });

const admin = buildAdmin({ id: 1 });
const LABEL = 'Сумма оплаты не совпадает с заказом';
const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';

/** An online order whose signed payment was 1 ₸ instead of 93 480 ₸. */
function mismatched(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = buildOrderDetail(overrides);
  return {
    ...order,
    payment: {
      method: 'online',
      state: 'amount_mismatch',
      pay_url: null,
      pay_before: null,
      paid_at: '2026-11-20T10:20:00.000Z',
      mismatch: { paid: 1, paid_currency: 'KZT', expected: 93480, expected_currency: 'KZT' },
    },
    next_statuses: ['confirmed', 'cancelled'],
  };
}

describe('an order whose payment does not match it', () => {
  it('is flagged in the orders list, on a desktop and on a phone', async () => {
    const flagged = buildOrderSummary(mismatched({ id: 41 }));
    const plain = buildOrderSummary({ id: 42 });
    server.use(mockApi.manageOrders(() => buildOrderPage([flagged, plain])));

    await checkOrdersList(admin, (order, layout) => {
      expect(within(order('V-000041')).getByText(LABEL)).toBeInTheDocument();
      if (layout === 'table')
        expect(within(order('V-000041')).getByTestId('payment-state')).toHaveTextContent(
          'Оплата проверяется',
        );
      expect(within(order('V-000042')).queryByText(LABEL)).toBeNull();
    });
  });

  it('says on its page at phone width what was paid and what the admin may do', async () => {
    openAdminOrder(admin, mismatched({ id: 43 }), MOBILE_WIDTH);

    const alert = await screen.findByRole('alert');
    expect(text(alert)).toContain(LABEL);
    expect(text(alert)).toContain('Оплачено 1 ₸, сумма заказа 93 480 ₸.');
    expect(text(alert)).toContain('Заказ не считается оплаченным');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeInTheDocument();
  });

  it('keeps the flag, without the advice, once the admin confirmed the order', async () => {
    const order = mismatched({ id: 44, status: 'confirmed' });
    openAdminOrder(admin, {
      ...order,
      payment: { ...order.payment, state: 'paid' },
      next_statuses: ['shipped', 'cancelled'],
    });
    const alert = await screen.findByRole('alert');
    expect(text(alert)).toContain(LABEL);
    expect(text(alert)).not.toContain('Заказ не считается оплаченным');
  });
});
