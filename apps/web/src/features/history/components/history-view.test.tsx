import { PAGE_SIZE } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHistoryItem, buildOutfitHistoryEntry, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function page(count: number, from: number) {
  return Array.from({ length: count }, (_, i) =>
    buildHistoryItem({ id: from + i, name: `Товар ${from + i}` }),
  );
}

describe('/history', () => {
  it('lists viewed items with a link and the viewed time in ru-RU', async () => {
    server.use(
      mockApi.history([
        buildHistoryItem({ id: 5, name: 'Тренч бежевый', viewed_at: '2026-03-10T09:30:00' }),
      ]),
    );
    renderApp({ route: '/history', user: buildUser() });
    expect(
      await screen.findByRole('heading', { name: 'История просмотров', level: 1 }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Тренч бежевый' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/items/5');
    expect(within(card).getByText(/10 мар\. 2026 г\., 09:30/)).toHaveTextContent(
      'Просмотрено 10 мар. 2026 г., 09:30',
    );
    expect(within(card).getByRole('button', { name: 'Добавить в избранное' })).toBeInTheDocument();
  });

  it('loads the next page at the last item and stops when a page has fewer than 20', async () => {
    const io = mockIntersectionObserver();
    const requested: number[] = [];
    server.use(
      mockApi.history((n) => {
        requested.push(n);
        if (n === 1) return page(PAGE_SIZE, 1);
        if (n === 2) return page(PAGE_SIZE, 21);
        return page(4, 41);
      }),
    );
    const { queryClient } = renderApp({ route: '/history', user: buildUser() });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(requested).toEqual([1]);

    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(44));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requested).toEqual([1, 2, 3]);
  });

  it('«Очистить историю» empties the list, resets paging and shows the empty state', async () => {
    const io = mockIntersectionObserver();
    let cleared = false;
    const requested: number[] = [];
    server.use(
      mockApi.history((n) => {
        requested.push(n);
        return cleared ? [] : page(PAGE_SIZE, n * 100);
      }),
      mockApi.clearHistory(() => {
        cleared = true;
      }),
    );
    const { user } = renderApp({ route: '/history', user: buildUser() });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));

    await user.click(screen.getByRole('button', { name: 'Очистить историю' }));
    expect(await screen.findByText('История просмотров пуста')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(cleared).toBe(true));
    expect(screen.getByRole('button', { name: 'Очистить историю' })).toBeDisabled();
    expect(requested).toEqual([1, 2]);
  });

  it('shows «История просмотров пуста» on both tabs with nothing to clear', async () => {
    server.use(mockApi.history([]), mockApi.outfitHistory([]));
    const { user } = renderApp({ route: '/history', user: buildUser() });
    expect(await screen.findByText('История просмотров пуста')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Образы' }));
    expect(await screen.findByText('Вы ещё не смотрели образы')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть образы' })).toHaveAttribute(
      'href',
      '/outfits',
    );
    expect(screen.getByRole('button', { name: 'Очистить историю' })).toBeDisabled();
  });

  it('«Образы» lists viewed outfits with their view time, paged', async () => {
    const io = mockIntersectionObserver();
    const requested: number[] = [];
    server.use(
      mockApi.history([]),
      mockApi.outfitHistory((n) => {
        requested.push(n);
        return Array.from({ length: n === 1 ? PAGE_SIZE : 2 }, (_, i) =>
          buildOutfitHistoryEntry({
            id: n * 100 + i,
            name: `Образ ${n * 100 + i}`,
            viewed_at: '2026-03-10T09:30:00',
          }),
        );
      }),
    );
    const { user, queryClient } = renderApp({ route: '/history', user: buildUser() });
    await user.click(await screen.findByRole('tab', { name: 'Образы' }));
    const card = await screen.findByRole('article', { name: 'Образ 100' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/outfits/100');
    expect(within(card).getByText(/10 мар\. 2026 г\., 09:30/)).toHaveTextContent(
      'Просмотрено 10 мар. 2026 г., 09:30',
    );
    // Something to clear even though no item was viewed.
    expect(screen.getByRole('button', { name: 'Очистить историю' })).toBeEnabled();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE + 2));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requested).toEqual([1, 2]);
  });

  it('«Очистить историю» forgets the viewed outfits too (DELETE /api/outfits/history)', async () => {
    let itemsCleared = false;
    let outfitsCleared = false;
    server.use(
      mockApi.history(() => (itemsCleared ? [] : [buildHistoryItem({ name: 'Тренч' })])),
      mockApi.clearHistory(() => {
        itemsCleared = true;
      }),
      mockApi.outfitHistory(() =>
        outfitsCleared ? [] : [buildOutfitHistoryEntry({ name: 'Вечерний выход' })],
      ),
      mockApi.clearOutfitHistory(() => {
        outfitsCleared = true;
      }),
    );
    const { user } = renderApp({ route: '/history', user: buildUser() });
    await user.click(await screen.findByRole('tab', { name: 'Образы' }));
    expect(await screen.findByRole('article', { name: 'Вечерний выход' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Очистить историю' }));
    expect(await screen.findByText('Вы ещё не смотрели образы')).toBeInTheDocument();
    await waitFor(() => expect(outfitsCleared && itemsCleared).toBe(true));
    expect(screen.getByRole('button', { name: 'Очистить историю' })).toBeDisabled();
  });
});
