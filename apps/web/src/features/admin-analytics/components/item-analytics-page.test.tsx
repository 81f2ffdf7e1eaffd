import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildItemAnalytics } from '@/testing/dashboard-factories';
import { buildAdmin, buildModerator } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { barCount, categoryLabels, giveChartsASize } from '@/testing/recharts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const figure = (name: string) => screen.getByRole('figure', { name });
const stat = (name: string) => screen.getByRole('group', { name });
const tableRows = (chart: HTMLElement) =>
  within(within(chart).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => spaces(row.textContent ?? ''));
/** Intl puts no-break spaces in numbers; the expectations use plain ones. */
const spaces = (text: string) => text.replace(/\s/g, ' ');

function toast(title: string, text: string) {
  return screen
    .queryAllByText(title)
    .map((node) => node.closest('.mantine-Notification-root') as HTMLElement | null)
    .find((root) => root && within(root).queryByText(text));
}

describe('/admin/analytics', () => {
  // jsdom has no layout: the charts get a fixed size so they draw.
  beforeEach(giveChartsASize);

  it('shows a moderator their own figures: overview, charts, prices in ₸, popular items, growth', async () => {
    server.use(mockApi.itemAnalytics(buildItemAnalytics()));
    renderApp({ route: '/admin/analytics', user: buildModerator() });

    expect(await screen.findByRole('heading', { name: 'Аналитика товаров' })).toBeInTheDocument();
    expect(await screen.findByText(/^Товары модератора Мария Иванова/)).toBeInTheDocument();
    expect(screen.getByText(/Данные на 20 ноября 2026 г\./)).toBeInTheDocument();
    expect(within(stat('Всего товаров')).getByText('42')).toBeInTheDocument();
    expect(within(stat('Добавлено за неделю')).getByText('6')).toBeInTheDocument();

    const categories = figure('Топ категорий');
    await waitFor(() => expect(categoryLabels(categories)).toEqual(['Верх', 'Низ', 'Обувь']));
    expect(barCount(categories)).toBe(3);
    expect(tableRows(categories)).toEqual(['Верх20', 'Низ12', 'Обувь10']);

    const brands = figure('Топ брендов');
    await waitFor(() => expect(barCount(brands)).toBe(2));
    expect(tableRows(brands)).toEqual(['Zarina15', 'Befree9']);

    const prices = screen.getByRole('region', { name: 'Анализ цен' });
    expect(within(prices).getByRole('group', { name: 'Минимальная' })).toHaveTextContent('2 990 ₸');
    expect(within(prices).getByRole('group', { name: 'Средняя' })).toHaveTextContent('15 491 ₸');
    expect(within(prices).getByRole('group', { name: 'Максимальная' })).toHaveTextContent(
      '89 990 ₸',
    );
    expect(within(prices).getByText('Товаров с ценой: 40')).toBeInTheDocument();

    const distribution = figure('Распределение цен');
    await waitFor(() => expect(barCount(distribution)).toBeGreaterThan(0));
    expect(tableRows(distribution)).toEqual([
      'до 5 000 ₸8',
      '5 000 ₸ – 10 000 ₸12',
      '10 000 ₸ – 20 000 ₸10',
      '20 000 ₸ – 50 000 ₸7',
      '50 000 ₸ – 100 000 ₸3',
      'от 100 000 ₸0',
    ]);
    expect(categoryLabels(distribution).map(spaces)).toContain('до 5 000 ₸');

    const popular = screen.getByRole('region', { name: 'Популярные товары' });
    expect(within(popular).getByRole('link', { name: 'Платье миди' })).toHaveAttribute(
      'href',
      '/items/11',
    );
    expect(within(popular).getByText('31 в избранном')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Недавняя активность' });
    expect(within(activity).getByText('19 шт.')).toBeInTheDocument();
    expect(within(activity).getByText(/^\+50\s%$/)).toBeInTheDocument();
  });

  it('tells an admin the figures cover every item, and keeps to the top 8 brands and top 5 items', async () => {
    server.use(
      mockApi.itemAnalytics(
        buildItemAnalytics({
          moderator_info: { user_name: 'Админ Главный', scope: 'all' },
          brands: Array.from({ length: 10 }, (_, i) => ({
            brand: `Бренд ${i + 1}`,
            count: 30 - i,
          })),
          popular_items: {
            by_likes: Array.from({ length: 7 }, (_, i) => ({
              item_id: 100 + i,
              name: `Товар ${i + 1}`,
              likes: 20 - i,
            })),
          },
          recent_activity: { last_week_items: 0, last_month_items: 3, growth_rate: null },
        }),
      ),
    );
    renderApp({ route: '/admin/analytics?tab=items', user: buildAdmin() });

    expect(await screen.findByText(/^Админ Главный · все товары магазина/)).toBeInTheDocument();
    const brands = figure('Топ брендов');
    await waitFor(() => expect(barCount(brands)).toBe(8));
    expect(tableRows(brands)).toHaveLength(8);
    expect(tableRows(brands).at(-1)).toBe('Бренд 823');

    const popular = screen.getByRole('region', { name: 'Популярные товары' });
    expect(within(popular).getAllByRole('link')).toHaveLength(5);
    expect(within(popular).queryByText('Товар 6')).not.toBeInTheDocument();

    expect(screen.getByText('нет данных за прошлую неделю')).toBeInTheDocument();
  });

  it('says «Не удалось загрузить аналитику» on failure, on the page and in a toast', async () => {
    server.use(
      mockApi.itemAnalytics(() => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
    );
    renderApp({ route: '/admin/analytics', user: buildModerator() });
    expect(
      await screen.findByText('Не удалось загрузить аналитику', {
        selector: '.mantine-Alert-message',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(toast('Ошибка', 'Не удалось загрузить аналитику')).toBeTruthy());
  });

  it('shows a calm empty state for a moderator without items', async () => {
    server.use(
      mockApi.itemAnalytics(
        buildItemAnalytics({
          overview: { total_items: 0, items_this_week: 0 },
          categories: [],
          brands: [],
          price_analysis: {
            min_price: null,
            average_price: null,
            max_price: null,
            items_with_price: 0,
          },
          price_distribution: buildItemAnalytics().price_distribution.map((b) => ({
            ...b,
            count: 0,
          })),
          popular_items: { by_likes: [] },
          recent_activity: { last_week_items: 0, last_month_items: 0, growth_rate: null },
        }),
      ),
    );
    renderApp({ route: '/admin/analytics', user: buildModerator() });
    const categories = await screen.findByRole('figure', { name: 'Топ категорий' });
    expect(within(categories).getByText('Пока нет данных')).toBeInTheDocument();
    expect(within(figure('Распределение цен')).getByText('Пока нет данных')).toBeInTheDocument();
    expect(within(stat('Минимальная')).getByText('—')).toBeInTheDocument();
  });
});
