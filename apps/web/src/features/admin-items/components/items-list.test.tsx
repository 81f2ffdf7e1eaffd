import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ItemBulkStatus, StockAdjust } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildManagedItem } from '@/testing/admin-factories';
import { buildAdmin, buildItemDetail, buildModerator, buildVariant } from '@/testing/factories';
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
  it('shows where each item came from and asks the server for imported items only', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.managedItems((params) => {
        asked.push(params.get('source') ?? 'all');
        return [
          buildManagedItem({ id: 1, name: 'Кеды', source: 'lamoda', source_domain: 'lamoda.kz' }),
          buildManagedItem({ id: 2, name: 'Платье', source: 'manual', source_domain: null }),
        ];
      }),
    );
    const { user, router } = renderApp({ route: '/admin/items', user: buildAdmin() });
    const table = await screen.findByRole('table', { name: 'Список вещей' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(table).getByRole('columnheader', { name: 'Источник' })).toBeInTheDocument();
    expect(row('Кеды')).toHaveTextContent('lamoda.kz');
    expect(row('Платье')).toHaveTextContent('Вручную');

    await user.click(screen.getByRole('textbox', { name: 'Источник' }));
    await user.click(await screen.findByRole('option', { name: 'Импортированные' }));
    await waitFor(() => expect(asked.at(-1)).toBe('imported'));
    expect(router.state.location.search).toContain('source=imported');
  });

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

    // The first render of the file loads the admin area's code: the slowest wait of all.
    const table = await screen.findByRole('table', { name: 'Список вещей' }, { timeout: 15_000 });
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

  it('keeps the filters in a «Фильтры» drawer on a phone, with the count of those in use', async () => {
    server.use(mockApi.managedItems([buildManagedItem({ name: 'Кеды' })]));
    const { user } = renderApp({
      route: '/admin/items?category=footwear&low=1',
      user: moderator,
      width: MOBILE_WIDTH,
    });
    await screen.findByRole('list', { name: 'Список вещей' });
    expect(screen.queryByLabelText('Поиск по названию или бренду')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Фильтры (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(drawer).getByLabelText('Поиск по названию или бренду')).toBeInTheDocument();
  });

  it('shows each item’s total stock, marks the ones running low, and filters them', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.managedItems((query) => {
        asked.push(query.toString());
        return {
          items: [
            buildManagedItem({ id: 1, name: 'Платье', stock_total: 2, low_stock: true }),
            buildManagedItem({ id: 2, name: 'Пальто', stock_total: 40, low_stock: false }),
          ],
          total: 2,
          low_stock_threshold: 3,
        };
      }),
    );
    const { user, router } = renderApp({ route: '/admin/items', user: moderator });
    const table = await screen.findByRole('table', { name: 'Список вещей' });
    const row = (name: string) => within(within(table).getByText(name).closest('tr')!);
    expect(row('Платье').getByText('2 шт.')).toBeInTheDocument();
    expect(row('Платье').getByText('мало')).toBeInTheDocument();
    expect(row('Пальто').getByText('40 шт.')).toBeInTheDocument();
    expect(row('Пальто').queryByText('мало')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Мало на складе (не больше 3)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?low=1'));
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&limit=20&low_stock=true'));
  });

  it('changes a variant’s stock from the list with a note', async () => {
    const sent: StockAdjust[] = [];
    server.use(
      mockApi.managedItems([buildManagedItem({ id: 5, name: 'Кеды', stock_total: 3 })]),
      mockApi.item(
        buildItemDetail({
          id: 5,
          name: 'Кеды',
          variants: [
            buildVariant({ id: 51, sku: 'K-40', size: '40', stock: 1 }),
            buildVariant({ id: 52, sku: 'K-41', size: '41', stock: 2 }),
          ],
        }),
      ),
      mockApi.adjustItemStock(5, (body) => {
        sent.push(body);
        return [];
      }),
    );
    const { user } = renderApp({ route: '/admin/items', user: moderator });
    await user.click(
      await screen.findByRole('button', { name: 'Изменить остаток «Кеды»' }, { timeout: 15_000 }),
    );
    const form = await screen.findByRole('form', { name: 'Изменить остаток' });
    expect(await within(form).findByText('Сейчас: 1 шт.')).toBeInTheDocument();
    await user.click(within(form).getByRole('textbox', { name: 'Вариант' }));
    await user.click(await screen.findByRole('option', { name: '41 · белый · K-41' }));
    await user.click(within(form).getByText('Списать'));
    const amount = within(form).getByRole('textbox', { name: 'Количество, шт.' });
    await user.clear(amount);
    await user.type(amount, '2');
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), 'Брак');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast('Остаток изменён')).not.toBeNull());
    expect(sent).toEqual([{ variant_id: 52, delta: -2, note: 'Брак' }]);
  });

  it('keeps the page, filters and order in the address, and shows them again after leaving', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.managedItems((query) => {
        asked.push(query.toString());
        return {
          items: [buildManagedItem({ id: 1, name: 'Платье' })],
          total: 45,
          low_stock_threshold: 3,
        };
      }),
    );
    const { user, router } = renderApp({
      route: '/admin/items?page=2&sort=price&order=asc',
      user: moderator,
    });
    await screen.findByRole('table', { name: 'Список вещей' });
    expect(asked[0]).toBe('page=2&limit=20&sort=price&order=asc');
    expect(screen.getByText('Найдено: 45')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сортировка' })).toHaveValue('Сначала дешёвые');

    await user.click(screen.getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(asked.at(-1)).toBe('page=3&limit=20&sort=price&order=asc'));
    await user.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Остаток»' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=stock'));
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&limit=20&sort=stock'));

    await router.navigate('/admin/items/new');
    await router.navigate(-1);
    await screen.findByRole('table', { name: 'Список вещей' });
    expect(router.state.location.search).toBe('?sort=stock');
    expect(screen.getByRole('textbox', { name: 'Сортировка' })).toHaveValue('Больше на складе');
  });

  it('moves the ticked items to a category and says how many changed', async () => {
    const changed: number[] = [];
    server.use(
      mockApi.managedItems([
        buildManagedItem({ id: 1, name: 'Платье' }),
        buildManagedItem({ id: 2, name: 'Юбка' }),
      ]),
      mockApi.updateItem(1, (body) => {
        changed.push(1);
        expect(body).toEqual({ category: 'bottom' });
        return buildItemDetail({ id: 1 });
      }),
      mockApi.updateItem(2, () => {
        changed.push(2);
        return buildItemDetail({ id: 2 });
      }),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildAdmin() });
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все вещи на странице' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «Юбка»' }));
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «Юбка»' }));
    await user.click(screen.getByRole('textbox', { name: 'Сменить категорию' }));
    await user.click(await screen.findByRole('option', { name: 'Низ' }));
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Перенести выбранные вещи \(2\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(toast('Изменено: 2')).not.toBeNull());
    expect(changed).toEqual([1, 2]);
  });
});

describe('/admin/items: statuses, publishing and copies', () => {
  it('gives the ticked items one status and names each the server left', async () => {
    let body: ItemBulkStatus | null = null;
    server.use(
      mockApi.managedItems([
        buildManagedItem({ id: 1, name: 'Платье', status: 'active' }),
        buildManagedItem({ id: 2, name: 'Юбка', status: 'active' }),
        buildManagedItem({ id: 3, name: 'Пальто', status: 'draft' }),
      ]),
      mockApi.setItemsStatus((sent) => {
        body = sent;
        return { changed: [1, 3], skipped: [{ id: 2, code: 'FORBIDDEN' }] };
      }),
    );
    const { user } = renderApp({ route: '/admin/items', user: buildAdmin() });
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все вещи на странице' }));
    const apply = screen.getByRole('button', { name: 'Сменить статус' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Новый статус' }));
    await user.click(await screen.findByRole('option', { name: 'В архиве' }));
    await user.click(apply);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Перевести выбранные вещи (3) в статус «В архиве»?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() => expect(toast('Изменено: 2, пропущено: 1')).not.toBeNull());
    expect(toast('Изменено: 2, пропущено: 1')).toHaveTextContent(
      '«Юбка»: модератор меняет только свои вещи',
    );
    expect(body).toEqual({ ids: [1, 2, 3], status: 'archived' });
    await waitFor(() => expect(screen.queryByText('Выбрано: 3')).toBeNull());
  });

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
