import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminUser } from '@/testing/admin-factories';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderDetail, toOrderSummary } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ id: 1, email: 'admin@vesta.kz' });

describe('/admin/users/{id}', () => {
  it('shows the customer with what they spent and their orders, each linked', async () => {
    const order = toOrderSummary(buildOrderDetail({ id: 41, number: 'V-000041' }));
    const asked: string[] = [];
    server.use(
      mockApi.customer({
        user: buildAdminUser({
          id: 5,
          email: 'aliya@vesta.kz',
          first_name: 'Алия',
          last_name: 'Покупкина',
          phone_number: '+7 701 111-22-33',
        }),
        orders_count: 3,
        total_spent: 4500,
        last_order_at: '2026-11-20T10:00:00.000Z',
        last_active_at: null,
      }),
      mockApi.manageOrders((query) => {
        asked.push(query.toString());
        return { items: [order], total: 1, page: 1, page_size: 20 };
      }),
    );
    renderApp({ route: '/admin/users/5', user: admin });

    expect(await screen.findByRole('heading', { name: 'Алия Покупкина' })).toBeInTheDocument();
    expect(screen.getByText('+7 701 111-22-33')).toBeInTheDocument();
    expect(screen.getByText('Сумма покупок').closest('div')).toHaveTextContent(/4\s?500/);
    expect(screen.getByText('Заказов').closest('div')).toHaveTextContent('3');
    const orders = await screen.findByRole('table', { name: 'Заказы покупателя' });
    expect(within(orders).getByRole('link', { name: /V-000041/ })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );
    expect(asked).toEqual(['user_id=5&page=1']);
  });
});
