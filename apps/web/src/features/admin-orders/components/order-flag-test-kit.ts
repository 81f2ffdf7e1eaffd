import type { OrderDetail, User } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/handlers';
import { buildOutboxPage } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

// What the tests of an order's flags share: the orders list in both its layouts, an order's page.

/** An order of the list found by its number: its table row, or its card on a phone. */
type FindOrder = (number: string) => HTMLElement;

function orderIn(container: HTMLElement, tag: 'tr' | 'li'): FindOrder {
  return (number) =>
    within(container)
      .getByRole('link', { name: `Открыть заказ ${number}` })
      .closest(tag)!;
}

/**
 * Opens /admin/orders as a table on a desktop, then as cards on a phone, and runs `check` on each
 * with `order`, which finds an order's row or card (`layout` says which).
 */
export async function checkOrdersList(
  user: User,
  check: (order: FindOrder, layout: 'table' | 'cards') => void,
) {
  const desktop = renderApp({ route: '/admin/orders', user });
  const table = await screen.findByRole('table', { name: 'Список заказов' });
  check(orderIn(table, 'tr'), 'table');
  desktop.unmount();

  renderApp({ route: '/admin/orders', user, width: MOBILE_WIDTH });
  const list = await screen.findByRole('list', { name: 'Список заказов' });
  check(orderIn(list, 'li'), 'cards');
}

/** Serves `order` (with an empty email outbox) and opens its admin page, at `width` if given. */
export function openAdminOrder(user: User, order: OrderDetail, width?: number) {
  server.use(
    mockApi.order(() => order),
    mockApi.outbox(() => buildOutboxPage([])),
  );
  return renderApp({ route: `/admin/orders/${order.id}`, user, width });
}
