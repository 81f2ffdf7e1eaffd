import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildComment, buildOutfit, buildOutfitItem, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function serveOutfit(outfit: ReturnType<typeof buildOutfit>) {
  server.use(
    mockApi.outfit(outfit),
    mockApi.comments({ kind: 'outfit', id: outfit.id }, []),
    mockApi.cart([]),
  );
}

describe('/outfits/{id}', () => {
  it('says «Образ не найден» for a missing outfit and for an id that cannot exist', async () => {
    server.use(mockApi.outfitNotFound(404));
    const { router } = renderApp({ route: '/outfits/404', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Образ не найден' })).toBeInTheDocument();
    await router.navigate('/outfits/abc');
    expect(await screen.findByRole('heading', { name: 'Образ не найден' })).toBeInTheDocument();
  });

  it('shows the items by category with labels, prices and the total; the reviews below', async () => {
    serveOutfit(
      buildOutfit({
        id: 5,
        name: 'Летний вечер',
        style: 'Вечерний',
        description: 'Для прогулки у моря',
        owner_name: 'Айгерим',
        top: [buildOutfitItem({ id: 51, name: 'Блуза шёлковая', category: 'top', price: 12990 })],
        bottom: [],
        footwear: [
          buildOutfitItem({
            id: 52,
            name: 'Босоножки',
            category: 'footwear',
            price: 20000,
            in_stock: false,
          }),
        ],
        fragrance: [buildOutfitItem({ id: 53, name: 'Духи', category: 'fragrance', price: null })],
        total_price: 32990,
        rating_avg: 4.5,
        rating_count: 2,
      }),
    );
    renderApp({ route: '/outfits/5', user: buildUser() });
    expect(
      await screen.findByRole('heading', { name: 'Летний вечер', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Вечерний')).toBeInTheDocument();
    expect(screen.getByText('Автор: Айгерим')).toBeInTheDocument();
    expect(screen.getByText('Для прогулки у моря')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Оценка 4,5 из 5, отзывов: 2' })).toBeInTheDocument();
    expect(screen.getByTestId('outfit-total')).toHaveTextContent(/^32\s990\s₸$/);

    const top = screen.getByRole('region', { name: 'Верх' });
    expect(within(top).getByRole('link', { name: 'Блуза шёлковая' })).toHaveAttribute(
      'href',
      '/items/51',
    );
    const shoes = screen.getByRole('region', { name: 'Обувь' });
    expect(within(shoes).getByText('Нет в наличии')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ароматы' })).getByText('Цена не указана'));
    expect(screen.queryByRole('region', { name: 'Низ' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Отзывы' })).toBeInTheDocument();
    // Only the author or an admin edits or deletes.
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('marks an item no longer sold «Больше не продаётся» and says the total leaves it out', async () => {
    serveOutfit(
      buildOutfit({
        id: 15,
        name: 'Прошлая осень',
        top: [
          buildOutfitItem({
            id: 61,
            name: 'Пальто прошлого сезона',
            category: 'top',
            price: 30000,
            sold: false,
          }),
        ],
        bottom: [buildOutfitItem({ id: 62, name: 'Брюки', category: 'bottom', price: 10000 })],
      }),
    );
    renderApp({ route: '/outfits/15', user: buildUser() });
    const coat = await screen.findByRole('listitem', { name: 'Пальто прошлого сезона' });
    expect(within(coat).getByText('Больше не продаётся')).toBeInTheDocument();
    expect(within(coat).queryByText('Нет в наличии')).not.toBeInTheDocument();
    const trousers = screen.getByRole('listitem', { name: 'Брюки' });
    expect(within(trousers).queryByText('Больше не продаётся')).not.toBeInTheDocument();
    expect(screen.getByTestId('outfit-total')).toHaveTextContent(/^10\s000\s₸$/);
    expect(screen.getByText('Без вещей, которые больше не продаются')).toBeInTheDocument();
  });

  it('has no note under the total when every item is sold', async () => {
    serveOutfit(buildOutfit({ id: 16, name: 'Всё в продаже' }));
    renderApp({ route: '/outfits/16', user: buildUser() });
    expect(await screen.findByTestId('outfit-total')).toBeInTheDocument();
    expect(screen.queryByText('Без вещей, которые больше не продаются')).not.toBeInTheDocument();
  });

  it('shows the mannequin drawing of the pieces until the cover has arrived', async () => {
    serveOutfit(buildOutfit({ id: 8, name: 'Только что создан' }));
    renderApp({ route: '/outfits/8', user: buildUser() });
    const cover = await screen.findByRole('img', { name: 'Образ «Только что создан»' });
    const standIn = screen.getByTestId('cover-stand-in');
    expect(standIn.querySelector('[data-preview="current"]')?.getAttribute('src')).toMatch(
      /^\/api\/outfits\/preview\?items=\d+,\d+$/,
    );
    fireEvent.load(cover);
    expect(screen.queryByTestId('cover-stand-in')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Образ «Только что создан»' })).toBe(cover);
  });

  it('falls back to the server’s drawing of the items on the mannequin when the cover fails to load', async () => {
    serveOutfit(buildOutfit({ id: 6, name: 'Сломанная обложка' }));
    renderApp({ route: '/outfits/6', user: buildUser() });
    const cover = await screen.findByRole('img', { name: 'Образ «Сломанная обложка»' });
    expect(cover.tagName).toBe('IMG');
    fireEvent.error(cover);
    const mannequin = await screen.findByRole('img', { name: 'Образ «Сломанная обложка»' });
    expect(mannequin.tagName).toBe('DIV');
    const base = mannequin.querySelector('img[src="/maneken.jpg"]')!;
    expect(mannequin.querySelector('[data-preview="current"]')?.getAttribute('src')).toMatch(
      /^\/api\/outfits\/preview\?items=\d+,\d+$/,
    );
    // The jpg fails too: the png.
    fireEvent.error(base);
    expect(mannequin.querySelector('img[src="/maneken.png"]')).not.toBeNull();
  });

  it('shows the owner’s try-on picture when there is one, labelled with how it was made', async () => {
    serveOutfit(
      buildOutfit({
        id: 7,
        name: 'С примеркой',
        tryon_image_url: '/media/private/t.webp?s=1',
        tryon_rendering: 'figure',
      }),
    );
    renderApp({ route: '/outfits/7', user: buildUser() });
    const picture = await screen.findByRole('img', {
      name: 'Виртуальная примерка образа «С примеркой»',
    });
    expect(picture).toHaveAttribute('src', '/media/private/t.webp?s=1');
    expect(picture.closest('figure')).toHaveTextContent('Ваша фигура');
  });

  it('says «Примерка сделана для другого набора вещей» on a try-on made for other items', async () => {
    serveOutfit(
      buildOutfit({
        id: 17,
        name: 'Изменённый',
        tryon_image_url: '/media/private/t.webp?s=1',
        tryon_is_stale: true,
      }),
    );
    renderApp({ route: '/outfits/17', user: buildUser() });
    const picture = await screen.findByRole('img', {
      name: 'Виртуальная примерка образа «Изменённый»',
    });
    expect(picture.closest('figure')).toHaveTextContent(
      'Примерка сделана для другого набора вещей',
    );
  });

  it('does not label a try-on made for the outfit’s items', async () => {
    serveOutfit(buildOutfit({ id: 18, name: 'Свежий', tryon_image_url: '/media/private/t.webp' }));
    renderApp({ route: '/outfits/18', user: buildUser() });
    await screen.findByRole('img', { name: 'Виртуальная примерка образа «Свежий»' });
    expect(screen.queryByText('Примерка сделана для другого набора вещей')).not.toBeInTheDocument();
  });

  it('flips the favourite at once with its count, and back with a toast when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveOutfit(buildOutfit({ id: 8, name: 'Любимый', is_favorite: false, favorites_count: 3 }));
    server.use(...mockApi.setOutfitFavoriteFails());
    const { user } = renderApp({ route: '/outfits/8', user: buildUser() });
    const heart = await screen.findByRole('button', { name: 'Добавить образ в избранное' });
    expect(heart).toHaveTextContent('3');
    await user.click(heart);
    expect(await screen.findByText('Не удалось обновить избранное')).toBeInTheDocument();
    const after = screen.getByRole('button', { name: 'Добавить образ в избранное' });
    expect(after).toHaveAttribute('aria-pressed', 'false');
    expect(after).toHaveTextContent('3');
  });

  it('keeps the server’s favourite state after a successful flip', async () => {
    serveOutfit(buildOutfit({ id: 9, is_favorite: false, favorites_count: 0 }));
    server.use(...mockApi.setOutfitFavorite());
    const { user } = renderApp({ route: '/outfits/9', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Добавить образ в избранное' }));
    const pressed = await screen.findByRole('button', { name: 'Убрать образ из избранного' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveTextContent('1');
  });

  it('offers edit and delete to the author; delete asks first, then returns to the list', async () => {
    let deleted = false;
    serveOutfit(buildOutfit({ id: 11, name: 'Мой образ', can_edit: true, can_delete: true }));
    server.use(
      mockApi.deleteOutfit(11, () => {
        deleted = true;
      }),
      mockApi.outfits([]),
    );
    const { user, router } = renderApp({ route: '/outfits/11', user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/outfits/11/edit',
    );
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить образ?' });
    expect(dialog).toHaveTextContent('Образ «Мой образ» будет удалён');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits'));
    expect(deleted).toBe(true);
    expect(await screen.findByText('Образ удалён')).toBeInTheDocument();
  });

  it('lists its reviews', async () => {
    server.use(
      mockApi.outfit(buildOutfit({ id: 12 })),
      mockApi.comments({ kind: 'outfit', id: 12 }, [buildComment({ content: 'Очень стильно' })]),
    );
    renderApp({ route: '/outfits/12', user: buildUser() });
    expect(await screen.findByText('Очень стильно')).toBeInTheDocument();
  });
});
