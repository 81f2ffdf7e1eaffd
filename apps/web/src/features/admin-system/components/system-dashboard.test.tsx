import type { TokenPair } from '@shop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildBackupStatus,
  buildSystemAnalytics,
  buildSystemHealth,
  buildSystemPerformance,
} from '@/testing/dashboard-factories';
import { buildAdmin } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { barCount, categoryLabels, giveChartsASize, tickLabels } from '@/testing/recharts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { LIVE_REFRESH_MS } from '../constants';

function serveDashboard(analytics = buildSystemAnalytics(), backups = buildBackupStatus()) {
  const calls = { analytics: 0, health: 0, performance: 0 };
  server.use(
    mockApi.systemBackups(backups),
    mockApi.systemAnalytics(() => {
      calls.analytics += 1;
      return analytics;
    }),
    mockApi.systemHealth(() => {
      calls.health += 1;
      return buildSystemHealth();
    }),
    mockApi.systemPerformance(() => {
      calls.performance += 1;
      return buildSystemPerformance({ requests_per_hour: 4821 + calls.performance });
    }),
  );
  return calls;
}

function toast(title: string, text: string) {
  return screen
    .queryAllByText(title)
    .map((node) => node.closest('.mantine-Notification-root') as HTMLElement | null)
    .find((root) => root && within(root).queryByText(text));
}

const figure = (name: string) => screen.getByRole('figure', { name });
const stat = (name: string) => screen.getByRole('group', { name });

describe('/admin/system', () => {
  // jsdom has no layout: the charts get a fixed size so they draw (and do not warn).
  beforeEach(giveChartsASize);

  it('shows the overview with the 7-day chart in the order the API gives (newest first), dates in ru-RU', async () => {
    serveDashboard();
    renderApp({ route: '/admin/system', user: buildAdmin() });

    expect(await screen.findByRole('heading', { name: 'Системная аналитика' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Обзор', selected: true })).toBeInTheDocument();
    for (const name of ['Пользователи', 'Контент', 'Производительность']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/^Данные на 20 ноября 2026 г./)).toBeInTheDocument();
    expect(within(stat('Пользователи')).getByText('1 250')).toBeInTheDocument();
    expect(within(stat('Пользователи')).getByText('активных: 1180')).toBeInTheDocument();
    expect(within(stat('Просмотры')).getByText('15 320')).toBeInTheDocument();

    const chart = figure('Активность за 7 дней');
    const days = ['пт, 20 нояб.', 'чт, 19 нояб.', 'ср, 18 нояб.', 'вт, 17 нояб.', 'пн, 16 нояб.'];
    await waitFor(() => expect(tickLabels(chart).slice(0, 5)).toEqual(days));
    // Two series (views, favourites) for seven days.
    expect(barCount(chart)).toBe(14);
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('пт, 20 нояб.32041');
    expect(rows[6]).toHaveTextContent('сб, 14 нояб.21025');

    const health = await screen.findByRole('region', { name: 'Состояние системы' });
    expect(await within(health).findByText('подключена')).toBeInTheDocument();
  });

  it('shows the latest backup with its size and age, and warns when it is older than a day or failed', async () => {
    serveDashboard();
    const first = renderApp({ route: '/admin/system', user: buildAdmin() });
    const backups = await screen.findByRole('region', { name: 'Резервные копии' });
    expect(
      await within(within(backups).getByRole('group', { name: 'Последняя копия' })).findByText(
        /^20 ноября 2026 г\./,
      ),
    ).toBeInTheDocument();
    expect(within(backups).getByRole('group', { name: 'Размер' })).toHaveTextContent('12,4 МБ');
    expect(within(backups).getByRole('group', { name: 'Возраст' })).toHaveTextContent(
      '3 часа назад',
    );
    expect(
      within(backups).getByText(
        'Копии по расписанию (cron, UTC): 0 3 * * *; хранятся последние 7.',
      ),
    ).toBeInTheDocument();
    expect(within(backups).queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    serveDashboard(
      buildSystemAnalytics(),
      buildBackupStatus({
        stale: true,
        generated_at: '2026-11-22T06:00:00.000Z',
        last_failure: { at: '2026-11-22T03:00:05.000Z', message: 'No space left on device' },
      }),
    );
    renderApp({ route: '/admin/system', user: buildAdmin() });
    const stale = await screen.findByRole('region', { name: 'Резервные копии' });
    expect(
      await within(within(stale).getByRole('group', { name: 'Возраст' })).findByText('2 дня назад'),
    ).toBeInTheDocument();
    const alerts = within(stale).getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Последней резервной копии больше суток.');
    expect(alerts[1]).toHaveTextContent(
      'Копия по расписанию не удалась 22 ноября 2026 г. в 03:00: No space left on device',
    );
  });

  it('says there is no backup yet', async () => {
    serveDashboard(
      buildSystemAnalytics(),
      buildBackupStatus({ archives: [], stale: true, schedule: null }),
    );
    renderApp({ route: '/admin/system', user: buildAdmin() });
    const backups = await screen.findByRole('region', { name: 'Резервные копии' });
    expect(
      await within(backups).findByText('Копии по расписанию выключены (BACKUP_CRON=off).'),
    ).toBeInTheDocument();
    expect(within(backups).getByRole('group', { name: 'Последняя копия' })).toHaveTextContent(
      'ещё нет',
    );
    expect(within(backups).getByRole('alert')).toHaveTextContent('Резервных копий ещё нет.');
  });

  it('lists user figures and each moderator with their items', async () => {
    serveDashboard();
    const { user } = renderApp({ route: '/admin/system', user: buildAdmin() });
    await user.click(await screen.findByRole('tab', { name: 'Пользователи' }));

    expect(within(stat('Модераторы')).getByText('4')).toBeInTheDocument();
    expect(within(stat('Новые за месяц')).getByText('87')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Модераторы и их товары' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Мария ИвановаАктивен120');
    expect(rows[1]).toHaveTextContent('Олжас СеитовНеактивен8');
  });

  it('draws the top categories and brands and lists popular items and outfits', async () => {
    serveDashboard(
      buildSystemAnalytics({
        top_brands: Array.from({ length: 10 }, (_, i) => ({
          brand: `Бренд ${i + 1}`,
          count: 50 - i,
        })),
      }),
    );
    const { user } = renderApp({ route: '/admin/system', user: buildAdmin() });
    await user.click(await screen.findByRole('tab', { name: 'Контент' }));

    const categories = figure('Топ категорий');
    await waitFor(() =>
      expect(categoryLabels(categories)).toEqual(['Верх', 'Низ', 'Обувь', 'Аксессуары', 'Ароматы']),
    );
    expect(barCount(categories)).toBe(5);

    // At most 8 brands, as horizontal bars.
    const brands = figure('Топ брендов');
    await waitFor(() => expect(barCount(brands)).toBe(8));
    expect(categoryLabels(brands)).toContain('Бренд 8');
    expect(categoryLabels(brands)).not.toContain('Бренд 9');

    const items = screen.getByRole('region', { name: 'Популярные товары' });
    expect(within(items).getByRole('link', { name: 'Платье миди' })).toHaveAttribute(
      'href',
      '/items/11',
    );
    expect(within(items).getByText('31 в избранном')).toBeInTheDocument();
    const outfits = screen.getByRole('region', { name: 'Популярные образы' });
    expect(within(outfits).getByRole('link', { name: 'Осенний город' })).toHaveAttribute(
      'href',
      '/outfits/3',
    );
  });

  it('refreshes the live figures every few seconds only while the performance tab is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = serveDashboard();
      const { user } = renderApp({ route: '/admin/system', user: buildAdmin() });
      await user.click(await screen.findByRole('tab', { name: 'Производительность' }));

      expect(await within(stat('Запросов')).findByText('4 822')).toBeInTheDocument();
      expect(within(stat('Память процесса')).getByText('182,4 МБ')).toBeInTheDocument();
      expect(within(stat('Соединений с БД')).getByText('6')).toBeInTheDocument();
      expect(calls.performance).toBe(1);

      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
      await waitFor(() => expect(calls.performance).toBe(2));
      expect(await within(stat('Запросов')).findByText('4 823')).toBeInTheDocument();
      const healthCalls = calls.health;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
      await waitFor(() => expect(calls.performance).toBe(3));
      expect(calls.health).toBeGreaterThan(healthCalls);

      await user.click(screen.getByRole('tab', { name: 'Обзор' }));
      const settled = calls.performance;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3));
      expect(calls.performance).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('«Обновить» asks for the figures again', async () => {
    const calls = serveDashboard();
    const { user } = renderApp({ route: '/admin/system', user: buildAdmin() });
    await screen.findByRole('tab', { name: 'Обзор' });
    expect(calls.analytics).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(calls.analytics).toBe(2));
  });

  it('shows a loading state until the figures come', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/system/analytics', async () => {
        await gate;
        return HttpResponse.json(buildSystemAnalytics());
      }),
      mockApi.systemHealth(buildSystemHealth()),
      mockApi.systemBackups(buildBackupStatus()),
    );
    renderApp({ route: '/admin/system', user: buildAdmin() });
    expect(await screen.findByText('Загружаем системную аналитику...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('tab', { name: 'Обзор' })).toBeInTheDocument();
  });

  it('says «Нет доступа» on 403 and on a 401 that survives a token refresh', async () => {
    server.use(
      mockApi.systemAnalytics(() =>
        errorResponse(403, { code: 'FORBIDDEN', message: 'Admins only' }),
      ),
    );
    const first = renderApp({ route: '/admin/system', user: buildAdmin() });
    expect(await screen.findByText('Нет доступа. Войдите как администратор.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    first.unmount();

    server.use(
      http.post('*/api/auth/refresh', () =>
        HttpResponse.json<TokenPair>({
          access_token: 'renewed',
          refresh_token: 'renewed-refresh',
          token_type: 'bearer',
          expires_in: 900,
        }),
      ),
      mockApi.systemAnalytics(() =>
        errorResponse(401, { code: 'UNAUTHORIZED', message: 'Not signed in' }),
      ),
    );
    renderApp({ route: '/admin/system', user: buildAdmin() });
    expect(await screen.findByText('Нет доступа. Войдите как администратор.')).toBeInTheDocument();
  });

  it('says «Ошибка сервера» on a 5xx, with the toast', async () => {
    server.use(
      mockApi.systemAnalytics(() => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
    );
    renderApp({ route: '/admin/system', user: buildAdmin() });
    expect(
      await screen.findByText('Ошибка сервера. Обратитесь к разработчику.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toast('Ошибка', 'Не удалось загрузить системную аналитику')).toBeTruthy(),
    );
  });

  it('says «Не удалось загрузить данные» when no figures come back', async () => {
    server.use(mockApi.systemAnalytics(() => HttpResponse.json({ unexpected: true })));
    const first = renderApp({ route: '/admin/system', user: buildAdmin() });
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
    first.unmount();

    // No answer at all (the network is down).
    server.use(mockApi.systemAnalytics(() => HttpResponse.error()));
    renderApp({ route: '/admin/system', user: buildAdmin() });
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
  });
});
