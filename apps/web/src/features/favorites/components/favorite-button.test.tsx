import type { FavoriteToggleResponse, ItemSummary } from '@shop/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { buildItem, buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { server } from '@/testing/server';
import { FavoriteButton } from './favorite-button';

function errorToast(text: string) {
  return screen
    .queryAllByText(text)
    .map((node) => node.closest('.mantine-Notification-root') as HTMLElement | null)
    .find((root) => root && within(root).queryByText('Ошибка'));
}

describe('FavoriteButton', () => {
  it('shows the state from the favourite ids with aria-pressed and the right label', async () => {
    server.use(mockApi.favoriteIds([7]));
    renderWithProviders(
      <>
        <FavoriteButton itemId={7} />
        <FavoriteButton itemId={8} />
      </>,
      { user: buildUser() },
    );
    const remove = await screen.findByRole('button', { name: 'Убрать из избранного' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    const add = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips at once and keeps the server answer', async () => {
    server.use(
      mockApi.favoriteIds([]),
      http.put('*/api/items/:id/favorite', async ({ params }) => {
        await delay(200);
        return HttpResponse.json<FavoriteToggleResponse>({
          item_id: Number(params.id),
          is_favorite: true,
        });
      }),
    );
    const { user, queryClient } = renderWithProviders(<FavoriteButton itemId={7} />, {
      user: buildUser({ id: 41 }),
    });
    const button = await screen.findByRole('button', { name: 'Добавить в избранное' });
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.favorites.ids(41))).toEqual([]));
    await user.click(button);
    // At once, before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Убрать из избранного');
    expect(queryClient.getQueryData(queryKeys.favorites.ids(41))).toEqual([7]);
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('reverts and shows «Не удалось обновить избранное» when the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mockApi.favoriteIds([7]),
      http.delete('*/api/items/:id/favorite', async () => {
        await delay(100);
        return errorResponse(500, { code: 'INTERNAL', message: 'Boom' });
      }),
    );
    const { user, queryClient } = renderWithProviders(<FavoriteButton itemId={7} />, {
      user: buildUser({ id: 42 }),
    });
    const button = await screen.findByRole('button', { name: 'Убрать из избранного' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData(queryKeys.favorites.ids(42))).toEqual([]);

    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(queryClient.getQueryData(queryKeys.favorites.ids(42))).toEqual([7]);
    await waitFor(() => expect(errorToast('Не удалось обновить избранное')).toBeTruthy());
    expect(warn).toHaveBeenCalled();
  });

  it('changes is_favorite in cached item lists and details, and reverts them on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const item = buildItem({ id: 7, is_favorite: false });
    const other = buildItem({ id: 8, is_favorite: false });
    server.use(mockApi.favoriteIds([]), ...mockApi.setFavoriteFails());
    const { user, queryClient } = renderWithProviders(<FavoriteButton itemId={7} />, {
      user: buildUser({ id: 43 }),
    });
    const listKey = queryKeys.items.list({ q: 'платье' });
    const detailKey = queryKeys.items.detail(7);
    const outfitsKey = ['outfits', 'list'];
    queryClient.setQueryData<InfiniteData<ItemSummary[], number>>(listKey, {
      pages: [[item, other]],
      pageParams: [1],
    });
    queryClient.setQueryData(detailKey, item);
    queryClient.setQueryData(outfitsKey, [{ id: 7, is_favorite: false }]);

    let sawFlip = false;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const list = queryClient.getQueryData<InfiniteData<ItemSummary[], number>>(listKey);
      if (list?.pages[0]?.[0]?.is_favorite) sawFlip = true;
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить в избранное' }));
    await waitFor(() => expect(sawFlip).toBe(true));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<InfiniteData<ItemSummary[], number>>(listKey)?.pages[0]?.[0]
          ?.is_favorite,
      ).toBe(false),
    );
    unsubscribe();
    expect(queryClient.getQueryData<ItemSummary>(detailKey)?.is_favorite).toBe(false);
    // Another resource with the same id (an outfit) is never touched.
    expect(queryClient.getQueryData(outfitsKey)).toEqual([{ id: 7, is_favorite: false }]);
  });

  it('does nothing for a guest but offer to sign in', async () => {
    const { user, router } = renderWithProviders(<FavoriteButton itemId={7} isFavorite={false} />, {
      route: '/items/7',
    });
    const button = screen.getByRole('button', { name: 'Добавить в избранное' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Войдите, чтобы добавлять в избранное',
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/items/7' } });
  });
});

describe('header favourites badge', () => {
  it('counts the favourite ids', async () => {
    server.use(mockApi.favoriteIds([1, 2, 3]));
    renderApp({ route: '/home', user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Избранное: 3' })).toBeInTheDocument();
  });
});
