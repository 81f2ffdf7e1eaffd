import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderDetail } from '@/testing/order-factories';
import { renderWithProviders } from '@/testing/render-app';
import { OrderTimeline } from './order-timeline';

describe('OrderTimeline', () => {
  it('names the admin who moved the order when the API tells, «Магазин» otherwise', async () => {
    const order = buildOrderDetail({
      status: 'shipped',
      timeline: [
        { status: 'new', at: '2026-11-20T10:15:00.000Z', by: 'shopper', note: null },
        { status: 'confirmed', at: '2026-11-20T11:00:00.000Z', by: 'admin', note: null },
        {
          status: 'shipped',
          at: '2026-11-21T09:00:00.000Z',
          by: 'admin',
          by_email: 'owner@vesta.kz',
          note: null,
        },
      ],
    });
    renderWithProviders(<OrderTimeline order={order} />);
    expect(await screen.findByText(/owner@vesta\.kz/)).toBeInTheDocument();
    expect(screen.getByText(/Магазин/)).toBeInTheDocument();
    expect(screen.getByText(/Покупатель/)).toBeInTheDocument();
  });
});
