import type { OutfitWrite } from '@shop/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildItem, buildOutfit, buildOutfitItem } from '@/testing/factories';
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

const admin = buildAdmin({ id: 1 });

describe('/admin/outfits', () => {
  it('lists outfits with author, total in the store currency and visibility', async () => {
    server.use(
      mockApi.adminOutfits([
        buildOutfit({
          id: 5,
          name: 'Офисный понедельник',
          owner_name: 'Дана',
          is_public: false,
          can_edit: true,
          can_delete: true,
        }),
      ]),
    );
    renderApp({ route: '/admin/outfits', user: admin });
    const table = await screen.findByRole('table', { name: 'Список образов' });
    const row = within(within(table).getByText('Офисный понедельник').closest('tr')!);
    expect(row.getByText('Дана')).toBeInTheDocument();
    expect(row.getByText('25 980 ₸')).toBeInTheDocument();
    expect(row.getByText('Личный')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Изменить образ «Офисный понедельник»' })).toHaveAttribute(
      'href',
      '/admin/outfits/5/edit',
    );
  });

  it('deletes an outfit after the confirmation, and says when it cannot', async () => {
    let deleted = false;
    server.use(
      mockApi.adminOutfits(() =>
        deleted
          ? [buildOutfit({ id: 7, name: 'Второй', can_delete: true })]
          : [
              buildOutfit({ id: 6, name: 'Первый', can_delete: true }),
              buildOutfit({ id: 7, name: 'Второй', can_delete: true }),
            ],
      ),
      mockApi.deleteAdminOutfit(6, () => {
        deleted = true;
      }),
      mockApi.deleteAdminOutfitFails(7),
    );
    const { user } = renderApp({ route: '/admin/outfits', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Удалить образ «Первый»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Удалить образ «Первый»\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(toast('Образ «Первый» удалён')).not.toBeNull());
    expect(deleted).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Удалить образ «Второй»' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(toast('Не удалось удалить образ')).not.toBeNull());
  });

  it('says «Не удалось загрузить список образов» when the list fails', async () => {
    server.use(mockApi.adminOutfitsFail());
    renderApp({ route: '/admin/outfits', user: admin });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить список образов',
    );
  });

  it('shows cards on a phone', async () => {
    server.use(mockApi.adminOutfits([buildOutfit({ name: 'Прогулка' })]));
    renderApp({ route: '/admin/outfits', user: admin, width: MOBILE_WIDTH });
    const list = await screen.findByRole('list', { name: 'Список образов' });
    expect(within(list).getByText('Прогулка')).toBeInTheDocument();
  });
});

describe('/admin/outfits/new and edit', () => {
  it('requires name and style, then at least one item', async () => {
    const sent: OutfitWrite[] = [];
    server.use(
      mockApi.createAdminOutfit((body) => {
        sent.push(body);
        return buildOutfit();
      }),
    );
    const { user } = renderApp({ route: '/admin/outfits/new', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Создать' }));
    expect((await screen.findAllByText('Название и стиль обязательны')).length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/^Название/), 'Вечер');
    await user.click(screen.getByRole('textbox', { name: /^Стиль/ }));
    await user.click(await screen.findByRole('option', { name: 'Вечерний' }));
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Добавьте хотя бы один элемент в образ',
    );
    expect(sent).toEqual([]);
  });

  it('picks items per slot by search, takes typed ids too, and creates the outfit', async () => {
    const sent: OutfitWrite[] = [];
    const searches: string[] = [];
    server.use(
      mockApi.items((query) => {
        searches.push(query.toString());
        return query.get('category') === 'top'
          ? [buildItem({ id: 31, name: 'Блуза шёлковая', category: 'top' })]
          : [];
      }),
      mockApi.createAdminOutfit((body) => {
        sent.push(body);
        return buildOutfit({ id: 90 });
      }),
      mockApi.adminOutfits([]),
    );
    const { user, router } = renderApp({ route: '/admin/outfits/new', user: admin });

    await user.type(await screen.findByLabelText(/^Название/), '  Вечер в театре ');
    await user.click(screen.getByRole('textbox', { name: /^Стиль/ }));
    await user.click(await screen.findByRole('option', { name: 'Вечерний' }));

    await user.type(screen.getByLabelText('Найти: Верх'), 'бл');
    await user.click(await screen.findByRole('button', { name: 'Добавить Блуза шёлковая' }));
    const topSlot = screen.getByRole('group', { name: 'Верх' });
    expect(
      within(topSlot).getByRole('button', { name: 'Убрать Блуза шёлковая' }),
    ).toBeInTheDocument();
    expect(searches).toContain('q=%D0%B1%D0%BB&category=top&limit=30');

    await user.click(screen.getByRole('button', { name: 'Номера вещей вручную' }));
    await user.type(screen.getByLabelText('Обувь: id через запятую'), '12, 40');
    expect(
      within(screen.getByRole('group', { name: 'Обувь' })).getByText('Вещь №40'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outfits'));
    expect(toast('Образ успешно создан')).not.toBeNull();
    expect(sent).toEqual([
      {
        name: 'Вечер в театре',
        style: 'Вечерний',
        is_public: true,
        top_ids: [31],
        bottom_ids: [],
        footwear_ids: [12, 40],
        accessories_ids: [],
        fragrances_ids: [],
      },
    ]);
  });

  it('refuses ids that are not numbers', async () => {
    const { user } = renderApp({ route: '/admin/outfits/new', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Номера вещей вручную' }));
    await user.type(screen.getByLabelText('Верх: id через запятую'), '12, abc');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(
      (await screen.findAllByText('Только номера через запятую, например 12, 40')).length,
    ).toBeGreaterThan(0);
  });

  it('edits an outfit: the slots show its items, an item is removed, it is updated', async () => {
    const outfit = buildOutfit({
      id: 50,
      name: 'Офис',
      style: 'Деловой',
      description: 'На каждый день',
      top: [buildOutfitItem({ id: 301, category: 'top', name: 'Рубашка белая' })],
      bottom: [buildOutfitItem({ id: 302, category: 'bottom', name: 'Брюки серые' })],
      can_edit: true,
    });
    const sent: OutfitWrite[] = [];
    server.use(
      mockApi.adminOutfit(outfit),
      mockApi.updateAdminOutfit(50, (body) => {
        sent.push(body);
        return outfit;
      }),
      mockApi.adminOutfits([outfit]),
    );
    const { user, router } = renderApp({ route: '/admin/outfits/50/edit', user: admin });
    expect(await screen.findByDisplayValue('Офис')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать Брюки серые' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outfits'));
    expect(toast('Образ успешно обновлён')).not.toBeNull();
    expect(sent).toEqual([
      {
        name: 'Офис',
        style: 'Деловой',
        description: 'На каждый день',
        is_public: true,
        top_ids: [301],
        bottom_ids: [],
        footwear_ids: [],
        accessories_ids: [],
        fragrances_ids: [],
      },
    ]);
  });

  it('puts the server’s refusal of a slot under it', async () => {
    const outfit = buildOutfit({ id: 51, can_edit: true });
    server.use(
      mockApi.adminOutfit(outfit),
      mockApi.updateAdminOutfit(51, () => ({
        status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Item 999 is not a top',
          details: { fields: [{ path: 'top_ids', message: 'Item 999 is not a top' }] },
        },
      })),
    );
    const { user } = renderApp({ route: '/admin/outfits/51/edit', user: admin });
    await screen.findByDisplayValue(outfit.name);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Найти: Верх')).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('names an item the shop does not have under its slot: «Товар 12345 не найден»', async () => {
    const outfit = buildOutfit({ id: 53, can_edit: true });
    server.use(
      mockApi.adminOutfit(outfit),
      mockApi.updateAdminOutfit(53, () => ({
        status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Item 12345 does not exist',
          details: {
            fields: [
              {
                path: 'bottom_ids',
                message: 'Item 12345 does not exist',
                reason: 'unknown_item',
                item_id: 12345,
              },
            ],
          },
        },
      })),
    );
    const { user } = renderApp({ route: '/admin/outfits/53/edit', user: admin });
    await screen.findByDisplayValue(outfit.name);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findAllByText('Товар 12345 не найден')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Найти: Низ')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says «Не удалось загрузить данные об образе» when the outfit cannot be loaded', async () => {
    server.use(mockApi.adminOutfitFails(52));
    renderApp({ route: '/admin/outfits/52/edit', user: admin });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить данные об образе',
    );
  });
});
