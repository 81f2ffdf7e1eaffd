import { notificationsStore } from '@mantine/notifications';
import type { Category, ItemSummary, OutfitWrite, VirtualTryonRequest } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildItem,
  buildOutfit,
  buildOutfitItem,
  buildTryon,
  buildUser,
} from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { TRYON_POLL_MS } from '../../hooks/use-try-on';
import {
  chooseStyle,
  openBuilder as openBuilderWith,
  serveBuilder,
  slot,
} from './builder-test-kit';

const CATALOGUE: Record<Category, ItemSummary[]> = {
  top: [
    buildItem({ id: 101, name: 'Рубашка белая', category: 'top', price: 10000, min_price: 10000 }),
    buildItem({ id: 102, name: 'Свитер серый', category: 'top', price: 12000, min_price: 12000 }),
    buildItem({ id: 103, name: 'Худи чёрное', category: 'top', price: 9000, min_price: 9000 }),
  ],
  bottom: [
    buildItem({
      id: 201,
      name: 'Джинсы синие',
      category: 'bottom',
      price: 15000,
      min_price: 15000,
    }),
  ],
  footwear: [
    buildItem({ id: 301, name: 'Кеды', category: 'footwear', price: 20000, min_price: 20000 }),
    buildItem({ id: 302, name: 'Лоферы', category: 'footwear', price: 30000, min_price: 30000 }),
  ],
  accessory: [],
  fragrance: [],
};
const FOUND = buildItem({ id: 401, name: 'Сумка кожаная', category: 'accessory', price: 7000 });

const openBuilder = (route = '/outfits/new') =>
  openBuilderWith(CATALOGUE, { route, search: (q) => (q === 'сумка' ? [FOUND] : []) });

beforeEach(() => {
  // Embla (the carousels) watches its slides with IntersectionObserver, which jsdom lacks.
  mockIntersectionObserver();
});

describe('the builder: carousels, search, chips', () => {
  it('loads 50 of each category and shows «Создание образа» at /outfits/new and /outfits/builder', async () => {
    const { requests, router } = await openBuilder();
    expect(screen.getByRole('heading', { name: 'Создание образа', level: 1 })).toBeInTheDocument();
    const carousels = requests.filter((r) => r.has('category'));
    expect(carousels.map((r) => [r.get('category'), r.get('limit')]).sort()).toEqual([
      ['accessory', '50'],
      ['bottom', '50'],
      ['footwear', '50'],
      ['fragrance', '50'],
      ['top', '50'],
    ]);
    expect(within(slot('Аксессуары')).getByText('В этой категории пока нет вещей')).toBeVisible();
    await router.navigate('/outfits/builder');
    expect(await screen.findByRole('heading', { name: 'Создание образа' })).toBeInTheDocument();
  });

  it('wraps around both ways and toggles the current candidate in and out', async () => {
    const { user } = await openBuilder();
    const top = slot('Верх');
    expect(within(top).getByText('1 из 3')).toBeInTheDocument();
    await user.click(within(top).getByRole('button', { name: 'Верх: предыдущая вещь' }));
    expect(within(top).getByText('3 из 3')).toBeInTheDocument();
    await user.click(within(top).getByRole('button', { name: 'Верх: следующая вещь' }));
    expect(within(top).getByText('1 из 3')).toBeInTheDocument();
    await user.click(within(top).getByRole('button', { name: 'Верх: следующая вещь' }));
    expect(within(top).getByText('2 из 3')).toBeInTheDocument();

    await user.click(within(top).getByRole('button', { name: 'Добавить в образ: Свитер серый' }));
    const chips = within(top).getByRole('list', { name: 'Выбранные вещи' });
    expect(within(chips).getByText('Свитер серый')).toBeInTheDocument();
    expect(screen.getByTestId('builder-total')).toHaveTextContent(/≈\s12\s000\s₸/);
    const toggle = within(top).getByRole('button', { name: 'Убрать из образа: Свитер серый' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(within(top).queryByRole('list', { name: 'Выбранные вещи' })).not.toBeInTheDocument();

    // A chip's own remove button.
    await user.click(within(top).getByRole('button', { name: 'Добавить в образ: Свитер серый' }));
    await user.click(within(top).getByRole('button', { name: 'Убрать «Свитер серый»' }));
    expect(within(top).queryByRole('list', { name: 'Выбранные вещи' })).not.toBeInTheDocument();
  });

  it('a tap on the current slide chooses it; a swipe that ends on it chooses nothing', async () => {
    const { user } = await openBuilder();
    const top = slot('Верх');
    const current = within(top).getByRole('button', { name: 'Рубашка белая' });
    // The finger went down 120 px to the right and was let go here: a swipe.
    fireEvent.pointerDown(current, { clientX: 220, clientY: 300 });
    fireEvent.click(current, { clientX: 100, clientY: 300, detail: 1 });
    expect(within(top).queryByRole('list', { name: 'Выбранные вещи' })).not.toBeInTheDocument();

    await user.click(current);
    expect(within(top).getByRole('list', { name: 'Выбранные вещи' })).toHaveTextContent(
      'Рубашка белая',
    );
  });

  it('adds a search result to its own category (2 characters, 400 ms, limit 30)', async () => {
    const { user, requests } = await openBuilder();
    const box = screen.getByRole('searchbox', { name: 'Поиск товаров' });
    await user.type(box, 'с');
    expect(await screen.findByText('Введите не меньше 2 символов')).toBeInTheDocument();
    await user.type(box, 'умка');
    const results = await screen.findByRole('list', { name: 'Поиск товаров' });
    await user.click(within(results).getByRole('button', { name: /Сумка кожаная/ }));
    const accessories = slot('Аксессуары');
    expect(
      within(within(accessories).getByRole('list', { name: 'Выбранные вещи' })).getByText(
        'Сумка кожаная',
      ),
    ).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: /Сумка кожаная/ })).toHaveTextContent(
      'в образе',
    );
    const searches = requests.filter((r) => r.has('q'));
    expect(searches.map((r) => [r.get('q'), r.get('limit')])).toEqual([['сумка', '30']]);
  });

  it('says «Не удалось загрузить список вещей» when the items cannot be loaded', async () => {
    server.use(
      http.get('*/api/items/', () => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
    );
    renderApp({ route: '/outfits/new', user: buildUser() });
    expect(await screen.findAllByText('Не удалось загрузить список вещей')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('the builder: saving', () => {
  it('asks for the name and style first: «Заполните обязательные поля»', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    expect(await screen.findByText('Заполните обязательные поля')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('keeps a pasted name whole and says under it that it is too long, sending nothing', async () => {
    const { user } = await openBuilder();
    const long = 'Прогулка по набережной '.repeat(7).trim();
    const name = screen.getByRole('textbox', { name: /Название/ });
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    await chooseStyle(user, 'Повседневный');
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    expect(
      await screen.findByText('Не больше 120 символов: сократите название'),
    ).toBeInTheDocument();
  });

  it('refuses an empty outfit: «Пустой образ» / «Добавьте хотя бы один предмет»', async () => {
    const { user } = await openBuilder();
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Пятница');
    await chooseStyle(user, 'Повседневный');
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    expect(await screen.findByText('Пустой образ')).toBeInTheDocument();
    expect(screen.getByText('Добавьте хотя бы один предмет')).toBeInTheDocument();
  });

  it('creates the outfit with the write payload and opens its page with «Образ создан»', async () => {
    let sent: OutfitWrite | null = null;
    const { user, router } = await openBuilder();
    server.use(
      mockApi.createOutfit((body) => {
        sent = body;
        return buildOutfit({ id: 77, name: body.name });
      }),
      mockApi.outfit(buildOutfit({ id: 77, name: 'Пятница' })),
      mockApi.comments({ kind: 'outfit', id: 77 }, []),
    );
    await user.type(screen.getByRole('textbox', { name: /Название/ }), '  Пятница ');
    await chooseStyle(user, 'Повседневный');
    await user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Рубашка белая' }),
    );
    const shoes = slot('Обувь');
    await user.click(within(shoes).getByRole('button', { name: 'Обувь: следующая вещь' }));
    await user.click(within(shoes).getByRole('button', { name: 'Добавить в образ: Лоферы' }));
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/77'));
    expect(sent).toEqual({
      name: 'Пятница',
      style: 'Повседневный',
      is_public: true,
      top_ids: [101],
      bottom_ids: [],
      footwear_ids: [302],
      accessories_ids: [],
      fragrances_ids: [],
      wardrobe_ids: [],
    });
    expect(await screen.findByText('Образ создан')).toBeInTheDocument();
  });

  it('shows the server’s refusals under their fields', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openBuilder();
    server.use(
      http.post('*/api/outfits/', () =>
        errorResponse(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          details: {
            fields: [
              { path: 'name', message: 'Too long' },
              { path: 'top_ids', message: 'Item 101 does not exist' },
            ],
          },
        }),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Образ');
    await chooseStyle(user, 'Деловой');
    await user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Рубашка белая' }),
    );
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    expect(
      await screen.findByText('Проверьте выбранные вещи: некоторые больше недоступны'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('the builder: virtual try-on', () => {
  async function readyToTryOn() {
    const rendered = await openBuilder();
    const { user } = rendered;
    const tryOn = screen.getByRole('button', { name: 'Собрать образ' });
    expect(tryOn).toBeDisabled();
    expect(screen.getByText('Загрузите фото для активации')).toBeInTheDocument();
    expect(screen.getByText('Добавьте предметы для активации')).toBeInTheDocument();

    server.use(mockApi.uploadPhoto('/media/private/photos/me.webp?s=1'));
    const photo = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Файл фото для примерки'), photo);
    // Said in the dropzone, not toasted: a toast could lie over the try-on.
    expect(await screen.findByTestId('builder-photo-status')).toHaveTextContent('Фото загружено');
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(screen.queryByText('Загрузите фото для активации')).not.toBeInTheDocument();

    const top = slot('Верх');
    await user.click(within(top).getByRole('button', { name: 'Добавить в образ: Рубашка белая' }));
    await user.click(within(top).getByRole('button', { name: 'Верх: следующая вещь' }));
    await user.click(within(top).getByRole('button', { name: 'Добавить в образ: Свитер серый' }));
    expect(
      screen.getByText('Будет применено по одному предмету из каждой категории'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Собрать образ' })).toBeEnabled();
    return rendered;
  }

  it('refuses files that are not images or too large, without sending them', async () => {
    await openBuilder();
    const input = screen.getByLabelText('Файл фото для примерки');
    const upload = vi.fn();
    server.use(http.post('*/api/profile/upload-photo', upload));
    // A file the picker's filter would hide, as a drop would bring it.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Неверный тип файла')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, выберите изображение')).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Файл слишком большой')).toBeInTheDocument();
    expect(screen.getByText('Максимальный размер файла — 10 МБ')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says «Ошибка загрузки» / «Не удалось загрузить фото» when the upload fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openBuilder();
    server.use(
      http.post('*/api/profile/upload-photo', () =>
        errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
      ),
    );
    await user.upload(
      screen.getByLabelText('Файл фото для примерки'),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Ошибка загрузки')).toBeInTheDocument();
    expect(screen.getByText('Не удалось загрузить фото')).toBeInTheDocument();
  });

  it('idle → generating → done (200): the result is shown, labelled, and goes with the outfit', async () => {
    let request: VirtualTryonRequest | null = null;
    let sent: OutfitWrite | null = null;
    const { user } = await readyToTryOn();
    let finish: (() => void) | undefined;
    server.use(
      http.post('*/api/outfits/virtual-tryon', async ({ request: r }) => {
        request = (await r.json()) as VirtualTryonRequest;
        await new Promise<void>((resolve) => (finish = resolve));
        return HttpResponse.json(buildTryon({ result_image_url: '/media/private/tryon/r.webp' }));
      }),
      mockApi.createOutfit((body) => {
        sent = body;
        return buildOutfit({ id: 78 });
      }),
      mockApi.outfit(buildOutfit({ id: 78 })),
      mockApi.comments({ kind: 'outfit', id: 78 }, []),
    );
    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    expect(await screen.findByRole('button', { name: 'Сборка образа...' })).toBeDisabled();
    expect(screen.getByTestId('tryon-preview')).toHaveTextContent('Примеряем вещи на фото…');
    await waitFor(() => expect(finish).toBeDefined());
    act(() => finish!());

    expect(await screen.findByTestId('tryon-message')).toHaveTextContent(
      'Виртуальная примерка готова',
    );
    expect(screen.getByRole('img', { name: 'Виртуальная примерка образа' })).toHaveAttribute(
      'src',
      '/media/private/tryon/r.webp',
    );
    expect(screen.getByTestId('tryon-rendering')).toHaveTextContent('Эскиз на фото');
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(request).toEqual({
      human_image_url: '/media/private/photos/me.webp?s=1',
      outfit_items: [
        expect.objectContaining({ id: 101, category: 'top' }),
        expect.objectContaining({ id: 102, category: 'top' }),
      ],
    });

    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'С примеркой');
    await chooseStyle(user, 'Минимализм');
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.tryon_image_url).toBe('/media/private/tryon/r.webp');
  });

  it('polls a hosted provider’s job (202) and shows its progress until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await readyToTryOn();
      const JOB = '11111111-1111-4111-8111-111111111111';
      const running = {
        success: false,
        result_image_url: null,
        messages: [{ code: 'in_progress' as const }],
      };
      const polled: string[] = [];
      server.use(
        mockApi.startTryon(
          () => buildTryon({ ...running, job_id: JOB, state: 'pending', progress: 0 }),
          202,
        ),
        http.get('*/api/outfits/virtual-tryon/:id', ({ params }) => {
          polled.push(String(params.id));
          return HttpResponse.json(
            polled.length === 1
              ? buildTryon({ ...running, job_id: JOB, state: 'running', progress: 40 })
              : buildTryon({ job_id: JOB, result_image_url: '/media/private/tryon/hosted.webp' }),
          );
        }),
      );
      act(() => screen.getByRole('button', { name: 'Собрать образ' }).click());
      expect(await screen.findByText('0%')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TRYON_POLL_MS));
      expect(await screen.findByText('40%')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TRYON_POLL_MS));
      expect(await screen.findByTestId('tryon-message')).toHaveTextContent(
        'Виртуальная примерка готова',
      );
      expect(polled).toEqual([JOB, JOB]);
      expect(screen.getByRole('img', { name: 'Виртуальная примерка образа' })).toHaveAttribute(
        'src',
        '/media/private/tryon/hosted.webp',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows «Ошибка генерации» with the server’s message when the try-on fails', async () => {
    const { user } = await readyToTryOn();
    server.use(
      mockApi.startTryon(() =>
        buildTryon({
          success: false,
          state: 'error',
          result_image_url: null,
          messages: [{ code: 'no_person' }],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    expect(await screen.findByText('Ошибка генерации')).toBeInTheDocument();
    expect(screen.getByText('Не удалось найти человека на фото')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Собрать образ' })).toBeEnabled();
  });

  it('falls back to «Не удалось сгенерировать виртуальную примерку» when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await readyToTryOn();
    server.use(
      http.post('*/api/outfits/virtual-tryon', () =>
        errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    expect(await screen.findByText('Ошибка генерации')).toBeInTheDocument();
    expect(screen.getByText('Не удалось сгенерировать виртуальную примерку')).toBeInTheDocument();
  });
});

describe('the builder: editing', () => {
  const outfit = buildOutfit({
    id: 90,
    name: 'Старое имя',
    style: 'Деловой',
    description: 'Офис',
    can_edit: true,
    top: [buildOutfitItem({ id: 101, name: 'Рубашка белая', category: 'top', price: 10000 })],
    bottom: [],
  });

  it('fills the builder, saves with «Сохранить изменения» and returns with «Образ обновлён»', async () => {
    let sent: OutfitWrite | null = null;
    serveBuilder(CATALOGUE);
    server.use(
      mockApi.outfit(outfit),
      mockApi.comments({ kind: 'outfit', id: 90 }, []),
      mockApi.updateOutfit(90, (body) => {
        sent = body;
        return { ...outfit, name: body.name };
      }),
    );
    const { user, router } = renderApp({ route: '/outfits/90/edit', user: buildUser() });
    expect(
      await screen.findByRole('heading', { name: 'Редактирование образа', level: 1 }),
    ).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Название/ });
    expect(name).toHaveValue('Старое имя');
    expect(
      within(within(slot('Верх')).getByRole('list', { name: 'Выбранные вещи' })).getByText(
        'Рубашка белая',
      ),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Новое имя');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/90'));
    expect(sent).toEqual({
      name: 'Новое имя',
      style: 'Деловой',
      description: 'Офис',
      is_public: true,
      top_ids: [101],
      bottom_ids: [],
      footwear_ids: [],
      accessories_ids: [],
      fragrances_ids: [],
    });
    expect(await screen.findByText('Образ обновлён')).toBeInTheDocument();
    expect(screen.getByText('Возвращаемся на страницу образа')).toBeInTheDocument();
  });

  it('says «Не удалось загрузить данные образа» when the outfit cannot be loaded', async () => {
    serveBuilder(CATALOGUE);
    server.use(
      http.get('*/api/outfits/91', () => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
    );
    renderApp({ route: '/outfits/91/edit', user: buildUser() });
    expect(await screen.findAllByText('Не удалось загрузить данные образа')).not.toHaveLength(0);
  });

  it('tells a visitor who may not edit the outfit so, without the form', async () => {
    serveBuilder(CATALOGUE);
    server.use(mockApi.outfit({ ...outfit, id: 92, can_edit: false }));
    renderApp({ route: '/outfits/92/edit', user: buildUser() });
    expect(
      await screen.findByText('Изменять образ могут только его автор и администратор.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить изменения' })).not.toBeInTheDocument();
  });
});
