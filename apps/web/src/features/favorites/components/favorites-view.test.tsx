import { PAGE_SIZE } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem, buildItems, buildOutfit, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/favorites', () => {
  it('shows the favourite items as cards with a pressed heart', async () => {
    server.use(
      mockApi.favoriteIds([1, 2]),
      mockApi.favorites([
        buildItem({ id: 1, name: 'Тренч бежевый', is_favorite: true }),
        buildItem({ id: 2, name: 'Лоферы', is_favorite: true }),
      ]),
    );
    renderApp({ route: '/favorites', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Избранное', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Тренч бежевый' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/items/1');
    expect(within(card).getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('article', { name: 'Лоферы' })).toBeInTheDocument();
  });

  it('marks an item the shop no longer sells «Больше не продаётся», without its old price', async () => {
    server.use(
      mockApi.favoriteIds([1, 2]),
      mockApi.favorites([
        buildItem({
          id: 1,
          name: 'Пальто прошлого сезона',
          status: 'archived',
          in_stock: true,
          price: 30000,
          compare_at_price: 45000,
          is_favorite: true,
        }),
        buildItem({
          id: 2,
          name: 'Лоферы',
          price: 20000,
          compare_at_price: 25000,
          is_favorite: true,
        }),
      ]),
    );
    renderApp({ route: '/favorites', user: buildUser() });
    const gone = await screen.findByRole('article', { name: 'Пальто прошлого сезона' });
    expect(within(gone).getByText('Больше не продаётся')).toBeInTheDocument();
    expect(within(gone).queryByText('Нет в наличии')).not.toBeInTheDocument();
    expect(within(gone).queryByTestId('old-price')).not.toBeInTheDocument();
    // Still the shopper's favourite: the heart takes it out.
    expect(within(gone).getByRole('button', { name: 'Убрать из избранного' })).toBeInTheDocument();
    const sold = screen.getByRole('article', { name: 'Лоферы' });
    expect(within(sold).queryByText('Больше не продаётся')).not.toBeInTheDocument();
    expect(within(sold).getByTestId('old-price')).toBeInTheDocument();
  });

  it('has an empty state that leads to the catalogue', async () => {
    server.use(mockApi.favorites([]));
    renderApp({ route: '/favorites', user: buildUser() });
    expect(await screen.findByText('В избранном пока ничего нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
  });

  it('loads the next page when the last card shows and stops after a short page', async () => {
    const io = mockIntersectionObserver();
    const pages: number[] = [];
    server.use(
      mockApi.favorites((page) => {
        pages.push(page);
        return page === 1 ? buildItems(PAGE_SIZE) : buildItems(3);
      }),
    );
    const { queryClient } = renderApp({ route: '/favorites', user: buildUser() });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE + 3));
    io.reveal(screen.getAllByRole('article').at(-1)!);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(pages).toEqual([1, 2]);
  });

  it('«Образы» lists the favourite outfits; unfavouriting one flips its heart at once', async () => {
    let unset: [number, boolean] | null = null;
    server.use(
      mockApi.favorites([]),
      mockApi.favoriteOutfits([
        buildOutfit({ id: 31, name: 'Офисный минимализм', is_favorite: true, favorites_count: 2 }),
      ]),
      ...mockApi.setOutfitFavorite((id, isFavorite) => (unset = [id, isFavorite])),
    );
    const { user } = renderApp({ route: '/favorites', user: buildUser() });
    await user.click(await screen.findByRole('tab', { name: 'Образы' }));
    const card = await screen.findByRole('article', { name: 'Офисный минимализм' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/outfits/31');
    await user.click(within(card).getByRole('button', { name: 'Убрать образ из избранного' }));
    expect(
      within(card).getByRole('button', { name: 'Добавить образ в избранное' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(unset).toEqual([31, false]));
  });

  it('«Образы» has its own empty state that leads to the outfits', async () => {
    server.use(mockApi.favorites([]), mockApi.favoriteOutfits([]));
    const { user } = renderApp({ route: '/favorites', user: buildUser() });
    await user.click(await screen.findByRole('tab', { name: 'Образы' }));
    expect(await screen.findByText('В избранном пока нет образов')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть образы' })).toHaveAttribute(
      'href',
      '/outfits',
    );
  });
});
