import type { OrderDetail } from '@shop/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, buildOrderPage, buildOrderSummary } from '@/testing/order-factories';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';
import { checkOrdersList, openAdminOrder } from './order-flag-test-kit';

// Admin pages are heavy for jsdom: the first render loads the admin area's code.
configure({ asyncUtilTimeout: 10_000 });

const admin = buildAdmin({ id: 1 });
const LABEL = 'Деньги возвращены до отправки';
const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';

/** A confirmed online order of 93 480 ₸ of which 12 990 ₸ went back in Stripe's dashboard. */
function refundedInDashboard(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = buildOrderDetail({ status: 'confirmed', ...overrides });
  return {
    ...order,
    refunded_total: 12990,
    payment: {
      method: 'online',
      state: 'partially_refunded',
      pay_url: null,
      pay_before: null,
      paid_at: '2026-11-20T10:20:00.000Z',
      mismatch: null,
    },
    next_statuses: ['shipped', 'cancelled'],
  };
}

describe('an order refunded before it was shipped', () => {
  it('is flagged in the orders list, on a desktop and on a phone', async () => {
    const flagged = buildOrderSummary(refundedInDashboard({ id: 51 }));
    const shipped = buildOrderSummary(refundedInDashboard({ id: 52, status: 'delivered' }));
    server.use(mockApi.manageOrders(() => buildOrderPage([flagged, shipped])));

    await checkOrdersList(admin, (order) => {
      expect(within(order('V-000051')).getByText(LABEL)).toBeInTheDocument();
      // A delivered order's refund is a return's: nothing to warn about.
      expect(within(order('V-000052')).queryByText(LABEL)).toBeNull();
    });
  });

  it('says on its page how much went back and that it must not ship as paid', async () => {
    openAdminOrder(admin, refundedInDashboard({ id: 53 }), MOBILE_WIDTH);
    const alert = await screen.findByTestId('refunded-before-shipping');
    expect(text(alert)).toContain(LABEL);
    expect(text(alert)).toContain('Покупателю вернули 12 990 ₸ из ');
    expect(text(alert)).toContain('Не отправляйте заказ как оплаченный');
  });
});
