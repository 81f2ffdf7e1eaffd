import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSystemAnalytics } from '@/testing/dashboard-factories';
import { barCount, giveChartsASize, tickLabels } from '@/testing/recharts';
import { renderWithProviders } from '@/testing/render-app';
import { SalesPanel } from './sales-panel';

const text = (node: Element | null) => node?.textContent?.replace(/\s/g, ' ') ?? '';

describe('«Заказы» of the system analytics', () => {
  beforeEach(giveChartsASize);

  it('shows the month’s orders and the days oldest to newest; the money is the sales report’s', async () => {
    renderWithProviders(<SalesPanel data={buildSystemAnalytics()} />);

    expect(screen.getByRole('group', { name: 'Заказов за месяц' })).toHaveTextContent('17');
    expect(screen.getByRole('group', { name: 'Ждут обработки' })).toHaveTextContent('5');
    expect(screen.getByRole('group', { name: 'Всего заказов' })).toHaveTextContent('42');
    // One place for the shop's money: no revenue here, a link to the report instead.
    expect(screen.queryByText(/₸/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Выручка, скидки и возвраты — в отчёте о продажах/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть отчёт' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );

    const orders = screen.getByRole('figure', { name: 'Заказы по дням' });
    await waitFor(() => expect(barCount(orders)).toBe(2));
    // The API gives the days newest first; the chart reads left to right in time.
    await waitFor(() =>
      expect(tickLabels(orders).slice(0, 3)).toEqual(['18 нояб.', '19 нояб.', '20 нояб.']),
    );
    // The same figures for screen readers, in the API's order.
    const table = within(orders).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1).map(text);
    expect(rows).toEqual(['20 нояб.3', '19 нояб.1', '18 нояб.0']);
  });

  it('says there is nothing yet without days', () => {
    renderWithProviders(<SalesPanel data={buildSystemAnalytics({ daily_orders: [] })} />);
    expect(screen.getAllByText('Пока нет данных')).toHaveLength(1);
  });
});
