import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildManagedItem } from '@/testing/admin-factories';
import { buildAdmin, buildItemDetail, buildModerator } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

function toast(text: string) {
  return (
    screen
      .queryAllByText(text)
      .map((node) => node.closest('.mantine-Notification-root'))
      .find(Boolean) ?? null
  );
}

const moderator = buildModerator({ id: 3 });

describe('/admin/items', () => {
  it('lists items with the store-currency price, the owner and the actions the server allows', async () => {
    server.use(
      mockApi.managedItems([
        buildManagedItem({
          id: 1,
          name: 'Моё платье',
          price: 12990,
          min_price: 12990,
          owner_id: 3,
          owner_name: 'Модератор',
          variants_count: 2,
          can_edit: true,
          can_delete: true,
        }),
        buildManagedItem({
          id: 2,
          name: 'Чужие джинсы',
          price: null,
          min_price: 8000,
          can_edit: false,
          can_delete: false,
        }),
      ]),
    );
    renderApp({ route: '/admin/items', user: moderator });

    const table = await screen.findByRole('table', { name: 'Список вещей' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    const mine = within(row('Моё платье'));
    expect(mine.getByText('12 990 ₸')).toBeInTheDocument();
    expect(mine.getByText('Модератор')).toBeInTheDocument();
    expect(mine.getByRole('link', { name: 'Изменить «Моё платье»' })).toHaveAttribute(
      'href',
      '/admin/items/1/edit',
    );
    expect(mine.getByRole('button', { name: 'Удалить «Моё платье»' })).toBeInTheDocument();

    const foreign = within(row('Чужие джинсы'));
    expect(foreign.getByText('от 8 000 ₸')).toBeInTheDocument();
    expect(foreign.getByText('Каталог магазина')).toBeInTheDocument();
    expect(foreign.queryByRole('link', { name: /Изменить/ })).toBeNull();
    expect(foreign.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(foreign.getByText('Только просмотр')).toBeInTheDocument();
  });

  it('filters by search, category and «Только мои»', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.managedItems((query) => {
        asked.push(query.toString());
        return [buildManagedItem()];
      }),
    );
    const { user, router } = renderApp({ route: '/admin/items', user: moderator });
    await screen.findByRole('table', { name: 'Список вещей' });

    await user.click(screen.getByRole('switch', { name: 'Только мои' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mine=1'));
    await user.click(screen.getByRole('textbox', { name: 'Категория' }));
    await user.click(await screen.findByRole('option', { name: 'Обувь' }));
    await user.type(screen.getByLabelText('Поиск по названию или бренду'), 'кеды{Enter}');

    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        'page=1&limit=20&q=%D0%BA%D0%B5%D0%B4%D1%8B&category=footwear&mine=true',
      ),
    );
    expect(asked[0]).toBe('page=1&limit=20');
  });

  it('deletes an item after the confirmation and says which', async () => {
    let deleted = false;
    server.use(
      mockApi.managedItems(() => (deleted ? [] : [buildManagedItem({ id: 9, name: 'Шарф' })])),
      mockApi.deleteItem(9, () => {
        deleted = true;
      }),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildAdmin() });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Шарф»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Удалить вещь «Шарф»\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(toast('Вещь «Шарф» удалена')).not.toBeNull());
    expect(deleted).toBe(true);
    expect(await screen.findByText('Вещи не найдены')).toBeInTheDocument();
  });

  it('says «Не удалось удалить вещь» when deletion fails, and the server’s reason when it gives one', async () => {
    server.use(
      mockApi.managedItems([buildManagedItem({ id: 10, name: 'Пальто' })]),
      mockApi.deleteItemFails(10, 500),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Удалить «Пальто»' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(toast('Не удалось удалить вещь')).not.toBeNull());

    server.use(mockApi.deleteItemFails(10, 403, { code: 'FORBIDDEN', message: 'Not your item' }));
    await user.click(screen.getByRole('button', { name: 'Удалить «Пальто»' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(toast('Доступ запрещён')).not.toBeNull());
  });

  it('says «Не удалось загрузить список вещей» when the list fails', async () => {
    server.use(mockApi.managedItemsFail());
    renderApp({ route: '/admin/items', user: moderator });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить список вещей',
    );
    await waitFor(() => expect(toast('Не удалось загрузить список вещей')).not.toBeNull());
  });

  it('shows cards on a phone', async () => {
    server.use(
      mockApi.managedItems([
        buildManagedItem({ name: 'Кеды', price: 5000, min_price: 5000, variants_count: 3 }),
      ]),
    );
    renderApp({ route: '/admin/items', user: moderator, width: MOBILE_WIDTH });
    const list = await screen.findByRole('list', { name: 'Список вещей' });
    expect(within(list).getByText('Кеды')).toBeInTheDocument();
    expect(within(list).getByText('5 000 ₸')).toBeInTheDocument();
    expect(within(list).getByText('Вариантов: 3')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/admin/items: statuses, publishing and copies', () => {
  it('shows each item’s status, filters by status on the server and publishes a draft', async () => {
    const asked: string[] = [];
    let published = false;
    server.use(
      mockApi.managedItems((query) => {
        asked.push(query.toString());
        return [
          buildManagedItem({ id: 21, name: 'Жилет', status: published ? 'active' : 'draft' }),
          buildManagedItem({ id: 22, name: 'Сарафан', status: 'archived' }),
        ];
      }),
      mockApi.updateItem(21, (body) => {
        published = body.status === 'active';
        return buildItemDetail({ id: 21, name: 'Жилет', status: 'active' });
      }),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildAdmin() });
    const table = await screen.findByRole('table', { name: 'Список вещей' });
    const row = (name: string) => within(within(table).getByText(name).closest('tr')!);
    expect(row('Жилет').getByText('Черновик')).toBeInTheDocument();
    expect(row('Сарафан').getByText('В архиве')).toBeInTheDocument();
    expect(row('Сарафан').queryByRole('button', { name: /Опубликовать/ })).toBeNull();

    await user.click(row('Жилет').getByRole('button', { name: 'Опубликовать «Жилет»' }));
    await waitFor(() => expect(toast('Вещь «Жилет» опубликована')).not.toBeNull());
    expect(published).toBe(true);

    await user.click(screen.getByRole('textbox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Черновик' }));
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&limit=20&status=draft'));
  });

  it('says an item that orders name was archived rather than deleted', async () => {
    server.use(
      mockApi.managedItems([buildManagedItem({ id: 23, name: 'Пальто' })]),
      mockApi.deleteItem(23, undefined, true),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Удалить «Пальто»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/уйдёт в архив/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(
        toast('Вещь «Пальто» есть в заказах, образах или отзывах: она перенесена в архив'),
      ).not.toBeNull(),
    );
  });

  it('duplicates an item and opens the copy’s edit page', async () => {
    const copy = buildItemDetail({ id: 77, name: 'Шарф (копия)', status: 'draft' });
    server.use(
      mockApi.managedItems([buildManagedItem({ id: 24, name: 'Шарф' })]),
      mockApi.duplicateItem(24, copy),
      mockApi.item(copy),
    );
    const { user, router } = renderApp({ route: '/admin/items', user: buildAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Дублировать «Шарф»' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items/77/edit'));
    expect(toast('Создана копия: черновик')).not.toBeNull();
  });
});
