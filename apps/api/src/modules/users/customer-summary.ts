import type { AdminUser, CustomerSummary } from '@shop/contract';
import type { AuthService } from '../auth/auth.service';
import type { OrdersService } from '../orders/orders.service';

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/**
 * An account with what the shop knows of it as a buyer: the orders module answers for the
 * orders, the auth module for the last use of a session (the same sources as the CSV export).
 */
export async function customerSummary(
  user: AdminUser,
  orders: Pick<OrdersService, 'customerTotals'>,
  auth: Pick<AuthService, 'lastActive'>,
): Promise<CustomerSummary> {
  const [[totals], [active]] = await Promise.all([
    orders.customerTotals([user.id]),
    auth.lastActive([user.id]),
  ]);
  return {
    user,
    orders_count: totals?.orders ?? 0,
    total_spent: Number(totals?.spent ?? 0),
    last_order_at: iso(totals?.last_order_at),
    last_active_at: iso(active?.at),
  };
}
