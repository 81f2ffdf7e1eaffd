import type { Category, ItemSummary, OutfitWrite, VirtualTryonRequest } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildItem,
  buildOutfit,
  buildOutfitItem,
  buildTryon,
  buildUser,
} from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { server } from '@/testing/server';
import { draftKey } from '../../builder-draft';
import { chooseStyle, nameBox, openBuilder as openBuilderWith, slot } from './builder-test-kit';

const CATALOGUE: Record<Category, ItemSummary[]> = {
  top: [
    buildItem({ id: 101, name: 'Рубашка белая', category: 'top', price: 10000, min_price: 10000 }),
    buildItem({ id: 102, name: 'Свитер серый', category: 'top', price: 12000, min_price: 12000 }),
  ],
  bottom: [buildItem({ id: 201, name: 'Джинсы синие', category: 'bottom', price: 15000 })],
  footwear: [],
  accessory: [],
  fragrance: [],
};

const shopper = buildUser({ id: 41 });

const openBuilder = (route = '/outfits/new', user = shopper) =>
  openBuilderWith(CATALOGUE, { route, user });

/** A stored draft as the builder writes it. */
function storeDraft(key: string, items: Partial<Record<Category, number[]>>, name = 'Черновик') {
  const picks = (category: Category) =>
    (items[category] ?? []).map((id) => ({
      id,
      name: `Вещь ${id}`,
      brand: 'Бренд',
      category,
      image_url: null,
      price: 1000,
    }));
  window.localStorage.setItem(
    key,
    JSON.stringify({
      version: 1,
      values: {
        name,
        style: 'Деловой',
        description: '',
        is_public: false,
        items: {
          top: picks('top'),
          bottom: picks('bottom'),
          footwear: [],
          accessory: [],
          fragrance: [],
        },
      },
      photo: { source: 'settings' },
    }),
  );
}

beforeEach(() => {
  mockIntersectionObserver();
});

describe('the builder’s draft', () => {
  it('is restored after a remount with «Восстановлен черновик», per user and per outfit', async () => {
    const first = await openBuilder();
    expect(screen.queryByText('Восстановлен черновик')).not.toBeInTheDocument();
    await first.user.type(nameBox(), 'Выходные');
    await chooseStyle(first.user, 'Повседневный');
    await first.user.click(
      within(slot('Верх')).getByRole('button', { name: 'Верх: следующая вещь' }),
    );
    await first.user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Свитер серый' }),
    );
    await waitFor(() =>
      expect(window.localStorage.getItem(draftKey(shopper.id, null))).not.toBeNull(),
    );
    first.unmount();

    server.use(mockApi.availableItems((ids) => ids));
    await openBuilder();
    expect(await screen.findByText('Восстановлен черновик')).toBeInTheDocument();
    expect(nameBox()).toHaveValue('Выходные');
    expect(screen.getByRole('textbox', { name: /Стиль/ })).toHaveValue('Повседневный');
    expect(
      within(within(slot('Верх')).getByRole('list', { name: 'Выбранные вещи' })).getByText(
        'Свитер серый',
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(shopper.id, 90))).toBeNull();
  });

  it('is not another user’s, nor another outfit’s', async () => {
    storeDraft(draftKey(shopper.id + 1, null), { top: [101] }, 'Чужой');
    storeDraft(draftKey(shopper.id, 90), { top: [101] }, 'Другой образ');
    await openBuilder();
    expect(nameBox()).toHaveValue('');
    expect(screen.queryByText('Восстановлен черновик')).not.toBeInTheDocument();
  });

  it('drops items that no longer exist without a word', async () => {
    storeDraft(draftKey(shopper.id, null), { top: [101, 999], bottom: [998] });
    const asked: number[][] = [];
    server.use(
      mockApi.availableItems((ids) => {
        asked.push(ids);
        return ids.filter((id) => id < 900);
      }),
    );
    await openBuilder();
    expect(await screen.findByText('Восстановлен черновик')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Вещь 999')).not.toBeInTheDocument());
    expect(asked).toEqual([[101, 999, 998]]);
    expect(screen.getByText('Вещь 101')).toBeInTheDocument();
    expect(screen.queryByText('Вещь 998')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(draftKey(shopper.id, null))!).values.items.top,
      ).toHaveLength(1),
    );
  });

  it('is discarded with «Удалить черновик»: the form is back to the outfit', async () => {
    const outfit = buildOutfit({
      id: 90,
      name: 'Сохранённое имя',
      style: 'Деловой',
      can_edit: true,
      top: [buildOutfitItem({ id: 101, name: 'Рубашка белая', category: 'top' })],
      bottom: [],
    });
    storeDraft(draftKey(shopper.id, 90), { top: [102] }, 'Несохранённое имя');
    server.use(
      mockApi.outfit(outfit),
      mockApi.availableItems((ids) => ids),
    );
    const { user } = await openBuilder('/outfits/90/edit');
    expect(await screen.findByText('Восстановлен черновик')).toBeInTheDocument();
    expect(nameBox()).toHaveValue('Несохранённое имя');
    await user.click(screen.getByRole('button', { name: 'Удалить черновик' }));
    expect(nameBox()).toHaveValue('Сохранённое имя');
    expect(screen.queryByText('Восстановлен черновик')).not.toBeInTheDocument();
    const chips = within(slot('Верх')).getByRole('list', { name: 'Выбранные вещи' });
    expect(within(chips).getByText('Рубашка белая')).toBeInTheDocument();
    expect(within(chips).queryByText('Вещь 102')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(shopper.id, 90))).toBeNull();
  });

  it('is cleared by a successful save, which leaves without asking', async () => {
    let sent: OutfitWrite | null = null;
    const { user, router } = await openBuilder();
    server.use(
      mockApi.createOutfit((body) => {
        sent = body;
        return buildOutfit({ id: 77 });
      }),
      mockApi.outfit(buildOutfit({ id: 77 })),
      mockApi.comments({ kind: 'outfit', id: 77 }, []),
    );
    await user.type(nameBox(), 'Пятница');
    await chooseStyle(user, 'Повседневный');
    await user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Рубашка белая' }),
    );
    await waitFor(() =>
      expect(window.localStorage.getItem(draftKey(shopper.id, null))).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/77'));
    expect(sent).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Уйти без сохранения?' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(shopper.id, null))).toBeNull();
  });
});

describe('leaving the builder', () => {
  it('asks «Уйти без сохранения?»: «Остаться» keeps the page, «Уйти» leaves', async () => {
    const { user, router } = await openBuilder();
    await user.type(nameBox(), 'Не сохранён');
    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    expect(within(dialog).getByText('Изменения в образе не сохранены.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Уйти без сохранения?' }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/outfits/new');
    expect(nameBox()).toHaveValue('Не сохранён');

    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    const again = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    await user.click(within(again).getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits'));
  });

  it('does not ask when nothing changed', async () => {
    const { user, router } = await openBuilder();
    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits'));
    expect(screen.queryByRole('dialog', { name: 'Уйти без сохранения?' })).not.toBeInTheDocument();
  });

  it('asks the browser before a tab close or reload only with unsaved changes', async () => {
    const { user } = await openBuilder();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(nameBox(), 'Ж');
    await waitFor(() => expect(unload()).toBe(true));
    await user.clear(nameBox());
    await waitFor(() => expect(unload()).toBe(false));
  });
});

describe('the photo kept in the settings', () => {
  const KEPT = '/media/private/photos/kept.webp?expires=1&signature=s';

  it('is chosen from the start and used by the try-on; another upload can be swapped back', async () => {
    const requests: VirtualTryonRequest[] = [];
    server.use(
      mockApi.savedPhoto(KEPT),
      http.post('*/api/outfits/virtual-tryon', async ({ request }) => {
        requests.push((await request.json()) as VirtualTryonRequest);
        return HttpResponse.json(buildTryon({ result_image_url: '/media/private/tryon/r.webp' }));
      }),
    );
    const { user } = await openBuilder();
    expect(await screen.findByText('Фото из настроек')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ваше фото для примерки' })).toHaveAttribute(
      'src',
      KEPT,
    );
    expect(screen.queryByText('Загрузите фото для активации')).not.toBeInTheDocument();
    await user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Рубашка белая' }),
    );
    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.human_image_url).toBe(KEPT);

    server.use(mockApi.uploadPhoto('/media/private/photos/new.webp?s=1'));
    await user.upload(
      screen.getByLabelText('Файл фото для примерки'),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    const useKept = await screen.findByRole('button', { name: 'Использовать фото из настроек' });
    expect(screen.queryByText('Фото из настроек')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.human_image_url).toBe('/media/private/photos/new.webp?s=1');

    await user.click(useKept);
    expect(await screen.findByText('Фото из настроек')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]!.human_image_url).toBe(KEPT);
  });

  it('is not offered when the shopper keeps none', async () => {
    await openBuilder();
    expect(screen.getByText('Загрузите фото для активации')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Использовать фото из настроек' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Фото из настроек')).not.toBeInTheDocument();
  });
});

describe('a try-on made for another set of items', () => {
  const outfit = buildOutfit({
    id: 95,
    can_edit: true,
    tryon_image_url: '/media/private/tryon/old.webp?s=1',
    top: [buildOutfitItem({ id: 101, name: 'Рубашка белая', category: 'top' })],
    bottom: [],
  });

  it('is labelled in the builder when the server says so', async () => {
    server.use(mockApi.outfit({ ...outfit, tryon_is_stale: true }));
    await openBuilder('/outfits/95/edit');
    expect(await screen.findByText('Примерка сделана для другого набора вещей')).toBeVisible();
  });

  it('is labelled once the chosen items differ from those it was made with', async () => {
    server.use(mockApi.outfit(outfit));
    const { user } = await openBuilder('/outfits/95/edit');
    expect(
      await screen.findByRole('img', { name: 'Виртуальная примерка образа' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Примерка сделана для другого набора вещей')).not.toBeInTheDocument();
    await user.click(within(slot('Верх')).getByRole('button', { name: 'Верх: следующая вещь' }));
    await user.click(
      within(slot('Верх')).getByRole('button', { name: 'Добавить в образ: Свитер серый' }),
    );
    expect(screen.getByText('Примерка сделана для другого набора вещей')).toBeInTheDocument();
  });
});
