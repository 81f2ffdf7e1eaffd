import type { ItemDetail, ItemUpdate, Variant, VariantWrite } from '@shop/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildManagedItem } from '@/testing/admin-factories';
import { buildAdmin, buildItemDetail, buildModerator, buildVariant } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import type { SentItemForm } from '@/testing/handlers/admin';
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

/** A file that starts as a PNG does (the form reads the first bytes, as the server does). */
function png(name: string, bytes = 64) {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: 'image/png' });
}

function dropFiles(files: File[]) {
  fireEvent.change(screen.getByLabelText('Загрузить фотографии'), { target: { files } });
}

const moderator = buildModerator({ id: 3 });

describe('/admin/items/new', () => {
  it('requires the name and a positive price, and sends nothing until they are right', async () => {
    const sent: SentItemForm[] = [];
    server.use(
      mockApi.createItem((form) => {
        sent.push(form);
        return buildItemDetail();
      }),
    );
    const { user } = renderApp({ route: '/admin/items/new', user: moderator });

    await user.type(await screen.findByLabelText(/^Название/), '   ');
    await user.type(screen.getByLabelText(/^Цена, ₸/), '0');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText('Название товара обязательно')).toBeInTheDocument();
    expect(screen.getByText('Цена должна быть положительным числом')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps a price typed as «-5» and refuses it, rather than saving 5', async () => {
    const sent: SentItemForm[] = [];
    server.use(
      mockApi.createItem((form) => {
        sent.push(form);
        return buildItemDetail();
      }),
    );
    const { user } = renderApp({ route: '/admin/items/new', user: moderator });
    await user.type(await screen.findByLabelText(/^Название/), 'Юбка');
    await user.type(screen.getByLabelText(/^Цена, ₸/), '-5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText('Цена должна быть положительным числом')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Цена, ₸/)).toHaveValue('-5');
    expect(sent).toEqual([]);
  });

  it('creates an item with two pictures, a link and a variant in one multipart call', async () => {
    const sent: SentItemForm[] = [];
    server.use(
      mockApi.createItem((form) => {
        sent.push(form);
        return buildItemDetail({ id: 77, name: form.fields.name });
      }),
      mockApi.managedItems([]),
    );
    const { user, router } = renderApp({ route: '/admin/items/new', user: moderator });

    await user.type(await screen.findByLabelText(/^Название/), '  Льняная рубашка ');
    await user.type(screen.getByLabelText('Бренд'), 'Vesta');
    await user.type(screen.getByLabelText(/^Цена, ₸/), '15990');
    dropFiles([png('front.png', 100), png('back.png', 200)]);
    expect(await screen.findByAltText('front.png')).toBeInTheDocument();
    expect(screen.getByAltText('back.png')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Фото по ссылке'), 'ftp://example.com/a.png');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(
      await screen.findByText('URL должен начинаться с http:// или https://'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Фото по ссылке'));
    await user.type(screen.getByLabelText('Фото по ссылке'), 'https://example.com/side.jpg{Enter}');
    expect(await screen.findByText('https://example.com/side.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await user.type(screen.getByLabelText('Размер 1'), 'M');
    await user.type(screen.getByLabelText('SKU 1'), 'LIN-M');
    await user.clear(screen.getByLabelText('Остаток 1'));
    await user.type(screen.getByLabelText('Остаток 1'), '4');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
    // Toasts load with the first one: it shows a moment later.
    await waitFor(() => expect(toast('Товар успешно создан')).not.toBeNull());
    expect(sent).toHaveLength(1);
    const [form] = sent;
    expect(form!.fields).toEqual({
      name: 'Льняная рубашка',
      brand: 'Vesta',
      category: 'top',
      gender: 'unisex',
      status: 'active',
      price: '15990',
    });
    // Two files in «images» (jsdom's FormData does not carry the bytes to Node's fetch
    // faithfully; the browser tests upload real files).
    expect(form!.images).toHaveLength(2);
    expect(form!.imageUrls).toEqual(['https://example.com/side.jpg']);
    expect(form!.variants).toEqual([
      { sku: 'LIN-M', size: 'M', brand_size: null, color: null, stock: 4, price: null },
    ]);
  });

  it('refuses a file that is too large or not an image, and can drop a chosen picture', async () => {
    renderApp({ route: '/admin/items/new', user: moderator });
    await screen.findByLabelText(/^Название/);

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    dropFiles([huge]);
    await waitFor(() =>
      expect(toast('Максимальный размер файла — 10 МБ: huge.png')).not.toBeNull(),
    );
    expect(screen.getByText('Файл слишком большой')).toBeInTheDocument();

    dropFiles([new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(toast('Пожалуйста, выберите изображение: doc.pdf')).not.toBeNull());
    expect(screen.queryByAltText('huge.png')).toBeNull();
  });

  it('puts a taken SKU under the variant’s SKU field', async () => {
    server.use(
      mockApi.createItem(() => ({
        status: 409,
        error: {
          code: 'SKU_TAKEN',
          message: 'A variant with this SKU already exists',
          details: { fields: [{ path: 'sku', message: 'taken' }] },
        },
      })),
    );
    const { user, router } = renderApp({ route: '/admin/items/new', user: moderator });
    await user.type(await screen.findByLabelText(/^Название/), 'Кеды');
    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await user.type(screen.getByLabelText('SKU 1'), 'TAKEN-1');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(screen.getByLabelText('SKU 1')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText('Вариант с таким артикулом уже существует').length).toBeGreaterThan(
      0,
    );
    expect(router.state.location.pathname).toBe('/admin/items/new');
  });

  it('puts the server’s field errors under their fields', async () => {
    server.use(
      mockApi.createItem(() => ({
        status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The name is required',
          details: {
            fields: [
              { path: 'name', message: 'The name is required' },
              { path: 'variants.0.stock', message: 'Too small' },
            ],
          },
        },
      })),
    );
    const { user } = renderApp({ route: '/admin/items/new', user: moderator });
    await user.type(await screen.findByLabelText(/^Название/), 'X');
    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await user.type(screen.getByLabelText('SKU 1'), 'S-1');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Название/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Остаток 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lays the variants out as cards on a phone', async () => {
    const { user } = renderApp({ route: '/admin/items/new', user: moderator, width: MOBILE_WIDTH });
    await user.click(await screen.findByRole('button', { name: 'Добавить вариант' }));
    const card = screen.getByRole('group', { name: 'Вариант 1' });
    expect(within(card).getByLabelText(/^SKU/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Остаток')).toBeInTheDocument();
  });

  it('cancel returns to the list', async () => {
    server.use(mockApi.managedItems([]));
    const { user, router } = renderApp({ route: '/admin/items/new', user: moderator });
    await user.click(await screen.findByRole('link', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
  });
});

describe('/admin/items/{id}/edit', () => {
  function storedItem(overrides: Partial<ItemDetail> = {}) {
    return buildItemDetail({
      id: 40,
      name: 'Платье миди',
      brand: 'Vesta',
      category: 'top',
      price: 21990,
      owner_id: 3,
      variants: [buildVariant({ id: 401, sku: 'MIDI-S', size: 'S', stock: 2, price: null })],
      images: [
        { id: 1, image_url: '/uploads/items/40-1.webp', color: null },
        { id: 2, image_url: '/uploads/items/40-2.webp', color: null },
      ],
      ...overrides,
    });
  }

  it('links a stored picture to one of the item’s colours (decision 028)', async () => {
    const item = storedItem({
      variants: [
        buildVariant({ id: 401, sku: 'MIDI-S-BLK', size: 'S', color: 'чёрный', stock: 2 }),
        buildVariant({ id: 402, sku: 'MIDI-S-BEI', size: 'S', color: 'бежевый', stock: 2 }),
      ],
    });
    const sent: { imageId: string; body: unknown }[] = [];
    server.use(
      mockApi.item(item),
      http.patch('*/api/items/40/images/:imageId', async ({ params, request }) => {
        const body = (await request.json()) as { color: string | null };
        sent.push({ imageId: String(params.imageId), body });
        return HttpResponse.json(
          item.images.map((image) =>
            String(image.id) === params.imageId ? { ...image, color: body.color } : image,
          ),
        );
      }),
    );
    const { user } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    const second = await screen.findByRole('combobox', { name: 'Цвет фото 2' });
    expect(second).toHaveValue('');
    expect(
      within(second)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все цвета', 'чёрный', 'бежевый']);
    await user.selectOptions(second, 'бежевый');
    await waitFor(() => expect(sent).toEqual([{ imageId: '2', body: { color: 'бежевый' } }]));
    await waitFor(() => expect(toast('Цвет фото сохранён')).not.toBeNull());
    expect(screen.getByRole('combobox', { name: 'Цвет фото 2' })).toHaveValue('бежевый');
  });

  it('shows a moderator no form for someone else’s item, only that it is not theirs to change', async () => {
    server.use(mockApi.item(storedItem({ owner_id: 99, can_edit: false })));
    renderApp({ route: '/admin/items/40/edit', user: moderator });

    expect(
      await screen.findByText('Эту вещь может изменять только её владелец или администратор.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /товар/i })).toBeNull();
    expect(screen.queryByDisplayValue('Платье миди')).toBeNull();
    expect(screen.getByRole('link', { name: 'Вернуться к списку' })).toHaveAttribute(
      'href',
      '/admin/items',
    );
  });

  it('asks before leaving with unsaved changes: «Остаться» keeps them, «Уйти» leaves', async () => {
    server.use(mockApi.item(storedItem()), mockApi.managedItems([buildManagedItem()]));
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    const name = await screen.findByDisplayValue('Платье миди');
    await user.type(name, ' в горошек');

    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/items/40/edit');
    expect(screen.getByDisplayValue('Платье миди в горошек')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })).getByRole(
        'button',
        { name: 'Уйти' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
  });

  it('sends only the changed fields and leaves unchanged variants alone', async () => {
    const item = storedItem();
    const updates: ItemUpdate[] = [];
    const variantSaves: VariantWrite[][] = [];
    server.use(
      mockApi.item(item),
      mockApi.updateItem(40, (body) => {
        updates.push(body);
        return { ...item, ...(body as Partial<ItemDetail>) };
      }),
      mockApi.saveVariants(40, (body) => {
        variantSaves.push(body);
        return [];
      }),
      mockApi.managedItems([buildManagedItem()]),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });

    const name = await screen.findByDisplayValue('Платье миди');
    await user.clear(name);
    await user.type(name, 'Платье макси');
    await user.clear(screen.getByLabelText('Бренд'));
    // Who the item is for (decision 029): a dress is women's.
    expect(screen.getByRole('textbox', { name: 'Для кого' })).toHaveValue('Унисекс');
    await user.click(screen.getByRole('textbox', { name: 'Для кого' }));
    await user.click(await screen.findByRole('option', { name: 'Женский' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
    expect(toast('Товар успешно обновлён')).not.toBeNull();
    expect(updates).toEqual([{ name: 'Платье макси', brand: '', gender: 'women' }]);
    expect(variantSaves).toEqual([]);
  });

  it('keeps «Старая цена» above the price, sends it, and shows a refusal under it', async () => {
    const item = storedItem();
    const updates: ItemUpdate[] = [];
    server.use(
      mockApi.item(item),
      mockApi.updateItem(40, (body) => {
        updates.push(body);
        return {
          status: 400,
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The compare-at price must be above the price',
            details: { fields: [{ path: 'compare_at_price', message: 'above the price' }] },
          },
        };
      }),
      mockApi.managedItems([buildManagedItem()]),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    const old = await screen.findByLabelText(/^Старая цена, ₸/);
    await user.type(old, '21990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Старая цена должна быть больше цены')).toBeInTheDocument();
    expect(updates).toEqual([]);

    await user.clear(old);
    await user.type(old, '25990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    // The server compares with the stored price too: its refusal lands under the field.
    expect(await screen.findByText('Старая цена должна быть больше цены')).toBeInTheDocument();
    expect(updates).toEqual([{ compare_at_price: 25990 }]);
    expect(router.state.location.pathname).toBe('/admin/items/40/edit');
  });

  it('saves the whole variant list in one call, stored variants with their ids', async () => {
    const item = storedItem();
    const variantSaves: VariantWrite[][] = [];
    server.use(
      mockApi.item(item),
      mockApi.saveVariants(40, (body) => {
        variantSaves.push(body);
        return body.map((v, i) =>
          buildVariant({ ...(v as Partial<Variant>), id: v.id ?? 900 + i }),
        );
      }),
      mockApi.managedItems([]),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });

    const stock = await screen.findByLabelText('Остаток 1');
    await user.clear(stock);
    await user.type(stock, '7');
    await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    await user.type(screen.getByLabelText('Размер 2'), 'M');
    await user.type(screen.getByLabelText('SKU 2'), 'MIDI-M');
    await user.type(screen.getByLabelText(/^Цена, ₸ 2/), '23990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
    expect(variantSaves).toEqual([
      [
        {
          id: 401,
          sku: 'MIDI-S',
          size: 'S',
          brand_size: null,
          color: 'белый',
          stock: 7,
          price: null,
        },
        { sku: 'MIDI-M', size: 'M', brand_size: null, color: null, stock: 0, price: 23990 },
      ],
    ]);
  });

  it('sends «Состав» with the item and a brand size label with its variant', async () => {
    const item = storedItem();
    const updates: ItemUpdate[] = [];
    const variantSaves: VariantWrite[][] = [];
    server.use(
      mockApi.item(item),
      mockApi.updateItem(40, (body) => {
        updates.push(body);
        return { ...item, ...(body as Partial<ItemDetail>) };
      }),
      mockApi.saveVariants(40, (body) => {
        variantSaves.push(body);
        return body.map((v, i) =>
          buildVariant({ ...(v as Partial<Variant>), id: v.id ?? 900 + i }),
        );
      }),
      mockApi.managedItems([]),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    await user.type(await screen.findByLabelText('Состав'), 'Хлопок 95 %, эластан 5 %');
    await user.type(screen.getByLabelText('Размер бренда 1'), 'EU 36');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
    expect(updates).toEqual([{ composition: 'Хлопок 95 %, эластан 5 %' }]);
    expect(variantSaves).toEqual([
      [
        {
          id: 401,
          sku: 'MIDI-S',
          size: 'S',
          brand_size: 'EU 36',
          color: 'белый',
          stock: 2,
          price: null,
        },
      ],
    ]);
  });

  it('marks only the new SKU when the server says it is taken', async () => {
    const item = storedItem();
    server.use(
      mockApi.item(item),
      mockApi.saveVariants(40, () => ({
        status: 409,
        error: {
          code: 'SKU_TAKEN',
          message: 'A variant with this SKU already exists',
          details: { fields: [{ path: 'sku', message: 'taken' }] },
        },
      })),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    await user.click(await screen.findByRole('button', { name: 'Добавить вариант' }));
    await user.type(screen.getByLabelText('SKU 2'), 'ELSEWHERE-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(screen.getByLabelText('SKU 2')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('SKU 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/admin/items/40/edit');
  });

  it('uploads new pictures with the save', async () => {
    const item = storedItem();
    const uploads: SentItemForm[] = [];
    server.use(
      mockApi.item(item),
      mockApi.addItemImages(40, (form) => {
        uploads.push(form);
        return item.images;
      }),
      mockApi.managedItems([]),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    await screen.findByDisplayValue('Платье миди');
    dropFiles([png('new.png', 300)]);
    await screen.findByAltText('new.png');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items'));
    expect(uploads.map((u) => u.images.length)).toEqual([1]);
  });

  it('deletes a stored picture after «Удалить изображение?», and says when it cannot', async () => {
    const item = storedItem();
    let deleted = false;
    server.use(
      mockApi.item(item),
      mockApi.deleteItemImage(40, 2, () => {
        deleted = true;
      }),
      mockApi.deleteItemImageFails(40, 1),
    );
    const { user } = renderApp({ route: '/admin/items/40/edit', user: moderator });

    await user.click(await screen.findByRole('button', { name: 'Удалить изображение 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить изображение?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Удалить изображение 2' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Удалить изображение 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(toast('Не удалось удалить изображение')).not.toBeNull());
  });

  it('shows the server’s refusal above the form (the item changed hands since it was loaded)', async () => {
    const item = storedItem({ owner_id: 3 });
    server.use(
      mockApi.item(item),
      mockApi.updateItem(40, () => ({
        status: 403,
        error: { code: 'FORBIDDEN', message: 'Moderators change only their own items' },
      })),
    );
    const { user } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    await user.type(await screen.findByLabelText('Цвет'), ' в полоску');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Доступ запрещён');
  });

  it('says «Не удалось загрузить данные о товаре» when the item cannot be loaded', async () => {
    server.use(mockApi.itemNotFound(41));
    renderApp({ route: '/admin/items/41/edit', user: buildAdmin() });
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      'Не удалось загрузить данные о товаре',
    );
  });
});
