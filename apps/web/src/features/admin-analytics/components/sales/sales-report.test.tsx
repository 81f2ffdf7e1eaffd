import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildItemAnalytics } from '@/testing/dashboard-factories';
import { buildAdmin, buildModerator } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { barCount, giveChartsASize } from '@/testing/recharts';
import { renderApp } from '@/testing/render-app';
import { buildSalesReport } from '@/testing/sales-factories';
import { server } from '@/testing/server';
import { localDay, presetPeriod } from '../../sales-periods';

/** Intl puts no-break spaces in numbers; the expectations use plain ones. */
const spaces = (text: string) => text.replace(/\s/g, ' ');
const stat = (name: string) => spaces(screen.getByRole('group', { name }).textContent ?? '');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => spaces(cell.textContent ?? '')),
    );

/** Answers the report of the period asked and keeps each query it was asked with. */
function answerReports() {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi.salesReport((query) => {
      asked.push(query);
      return buildSalesReport(query);
    }),
  );
  return asked;
}

describe('«Продажи» on /admin/analytics', () => {
  beforeEach(giveChartsASize);

  it('shows an admin the last 30 days: figures net of discounts and refunds, the chart, the tops', async () => {
    const asked = answerReports();
    renderApp({ route: '/admin/analytics', user: buildAdmin() });

    expect(await screen.findByRole('heading', { name: 'Аналитика' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Продажи', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(stat('Чистая выручка')).toContain('91 970 ₸'));
    expect(stat('Продажи по цене товаров')).toContain('109 960 ₸');
    expect(stat('Скидки')).toContain('5 000 ₸');
    expect(stat('Возвраты')).toContain('12 990 ₸');
    expect(stat('Заказов')).toContain('2');
    expect(stat('Средний чек')).toContain('52 480 ₸');
    expect(stat('Продано, шт.')).toContain('Возвращено: 1 шт.');
    expect(stat('Доставка')).toContain('1 500 ₸');
    expect(screen.getByText('Дни по времени магазина (Asia/Almaty)')).toBeInTheDocument();

    const { from, to } = presetPeriod('month30');
    expect(Object.fromEntries(asked[0]!)).toEqual({ from, to, group: 'day' });
    expect(to).toBe(localDay(new Date()));

    const chart = screen.getByRole('figure', { name: 'Выручка по периодам' });
    await waitFor(() => expect(barCount(chart)).toBeGreaterThan(0));
    expect(rowsOf(within(chart).getByRole('table'))).toEqual([
      ['1 нояб.', '104 960 ₸', '0 ₸', '2'],
      ['2 нояб.', '0 ₸', '0 ₸', '0'],
      ['3 нояб.', '-12 990 ₸', '12 990 ₸', '0'],
    ]);

    const items = screen.getByRole('table', { name: 'Лучшие товары' });
    expect(rowsOf(items)).toEqual([
      ['Zarina · Пальто шерстяное', '1', '79 990 ₸'],
      ['Шарф (удалён)', '1', '11 980 ₸'],
    ]);
    expect(within(items).getByRole('link')).toHaveAttribute('href', '/items/11');
    expect(rowsOf(screen.getByRole('table', { name: 'Лучшие категории' }))).toEqual([
      ['Верх', '1', '79 990 ₸'],
      ['Без категории', '1', '11 980 ₸'],
    ]);
  });

  it('asks for the period chosen, and names what is wrong with a custom one before asking', async () => {
    const asked = answerReports();
    const { user } = renderApp({ route: '/admin/analytics', user: buildAdmin() });
    await waitFor(() => expect(asked).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: '7 дней' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.get('from')).toBe(presetPeriod('week').from);

    await user.click(screen.getByRole('radio', { name: 'По неделям' }));
    await waitFor(() => expect(asked.at(-1)!.get('group')).toBe('week'));

    await user.click(screen.getByRole('radio', { name: 'Свой период' }));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('С', '2026-12-31');
    expect(await screen.findByText('Конец периода раньше его начала')).toBeInTheDocument();
    const count = asked.length;
    type('С', '2026-01-01');
    type('По', '2026-06-30');
    await waitFor(() => expect(asked.at(-1)!.get('to')).toBe('2026-06-30'));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      group: 'week',
    });
    expect(asked.length).toBeGreaterThan(count);
    expect(screen.queryByText('Конец периода раньше его начала')).not.toBeInTheDocument();
  }, 30_000);

  it('says «Не удалось загрузить отчёт о продажах» when the report fails', async () => {
    server.use(
      mockApi.salesReport(() => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
    );
    renderApp({ route: '/admin/analytics', user: buildAdmin() });
    expect(
      await screen.findByText('Не удалось загрузить отчёт о продажах', {
        selector: '.mantine-Alert-message',
      }),
    ).toBeInTheDocument();
  });

  it('keeps a moderator to their items: no sales tab, no report asked', async () => {
    const asked = answerReports();
    server.use(mockApi.itemAnalytics(buildItemAnalytics()));
    renderApp({ route: '/admin/analytics', user: buildModerator() });
    expect(await screen.findByRole('heading', { name: 'Аналитика товаров' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Продажи' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
