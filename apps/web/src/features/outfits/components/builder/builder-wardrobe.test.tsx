import type { OutfitWrite, VirtualTryonRequest } from '@shop/contract';
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
import { buildWardrobeItem, buildWardrobeList } from '@/testing/wardrobe-factories';
import { draftKey } from '../../builder-draft';
import { chooseStyle, openBuilder, slot, type BuilderCatalogue } from './builder-test-kit';

const shirt = buildItem({ id: 101, name: 'Рубашка белая', category: 'top', price: 10000 });
const jeans = buildItem({ id: 201, name: 'Джинсы синие', category: 'bottom', price: 15000 });
const CATALOGUE: BuilderCatalogue = {
  top: [shirt],
  bottom: [jeans],
  footwear: [],
  accessory: [],
  fragrance: [],
};
const sweater = buildWardrobeItem({ id: 9, name: 'Мой свитер', slot: 'top', kind: 'sweater' });

/** The wardrobe by slot, and the previews it asks for (drawn with the session). */
function serveWardrobe() {
  const previews: string[] = [];
  server.use(
    mockApi.wardrobe((query) =>
      buildWardrobeList(query.get('slot') === 'top' ? [sweater] : [], [sweater]),
    ),
    mockApi.outfitPreview((search) => previews.push(search)),
  );
  return previews;
}

beforeEach(() => {
  mockIntersectionObserver();
});

describe('the builder: «Из гардероба»', () => {
  it('mixes an own piece with a shop item, draws, saves private and tries both on', async () => {
    const previews = serveWardrobe();
    let sent: OutfitWrite | null = null;
    let tried: VirtualTryonRequest | null = null;
    const { user, router } = await openBuilder(CATALOGUE);
    server.use(
      mockApi.createOutfit((body) => {
        sent = body;
        return buildOutfit({ id: 78, name: body.name });
      }),
      mockApi.outfit(buildOutfit({ id: 78, name: 'Выходной' })),
      mockApi.comments({ kind: 'outfit', id: 78 }, []),
      http.post('*/api/outfits/virtual-tryon', async ({ request }) => {
        tried = (await request.json()) as VirtualTryonRequest;
        return HttpResponse.json(buildTryon());
      }),
    );
    server.use(mockApi.uploadPhoto('/media/private/photos/me.webp?s=1'));
    await user.upload(
      screen.getByLabelText('Файл фото для примерки'),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByTestId('builder-photo-status');
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Выходной');
    await chooseStyle(user, 'Повседневный');
    await user.click(
      within(slot('Низ')).getByRole('button', { name: 'Добавить в образ: Джинсы синие' }),
    );
    await user.click(within(slot('Верх')).getByRole('radio', { name: 'Из гардероба' }));
    await user.click(
      await within(slot('Верх')).findByRole('button', { name: 'Добавить в образ: Мой свитер' }),
    );
    // Chosen: marked «Из гардероба» under the slot, the outfit turned private, the mannequin
    // drawn with it for this shopper.
    expect(within(slot('Верх')).getByRole('button', { name: 'Убрать «Мой свитер»' })).toBeVisible();
    expect(screen.getByRole('switch', { name: /Показывать образ всем/ })).not.toBeChecked();
    await waitFor(() => expect(previews).toContain('?items=201&wardrobe=9'));

    await user.click(screen.getByRole('button', { name: 'Собрать образ' }));
    await waitFor(() => expect(tried).not.toBeNull());
    expect(tried!.outfit_items).toEqual([
      expect.objectContaining({ id: 201 }),
      { wardrobe_item_id: 9 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Создать образ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/78'));
    expect(sent).toMatchObject({
      is_public: false,
      top_ids: [],
      bottom_ids: [201],
      wardrobe_ids: [9],
    });
  });

  it('shows an empty slot of the wardrobe with a way to add a piece', async () => {
    serveWardrobe();
    const { user } = await openBuilder(CATALOGUE);
    await user.click(within(slot('Обувь')).getByRole('radio', { name: 'Из гардероба' }));
    expect(
      await within(slot('Обувь')).findByText('В вашем гардеробе пока нет вещей этой категории'),
    ).toBeVisible();
    expect(within(slot('Обувь')).getByRole('link', { name: 'Добавить вещь' })).toHaveAttribute(
      'href',
      '/wardrobe?add=1',
    );
    expect(within(slot('Обувь')).getByRole('link', { name: 'Открыть гардероб' })).toHaveAttribute(
      'href',
      '/wardrobe',
    );
  });

  it('keeps own pieces in the draft across a reload', async () => {
    serveWardrobe();
    const shopper = buildUser();
    const first = await openBuilder(CATALOGUE, { user: shopper });
    await first.user.click(within(slot('Верх')).getByRole('radio', { name: 'Из гардероба' }));
    await first.user.click(
      await within(slot('Верх')).findByRole('button', { name: 'Добавить в образ: Мой свитер' }),
    );
    await waitFor(() =>
      expect(window.localStorage.getItem(draftKey(shopper.id, null))).toContain('Мой свитер'),
    );
    first.unmount();
    await openBuilder(CATALOGUE, { user: shopper });
    // A slot holding only own pieces opens on the wardrobe.
    expect(
      await within(slot('Верх')).findByRole('button', { name: 'Убрать «Мой свитер»' }),
    ).toBeVisible();
    expect(within(slot('Верх')).getByRole('radio', { name: 'Из гардероба' })).toBeChecked();
  });
});

describe('the builder on someone else’s outfit (an admin)', () => {
  it('offers no «Из гардероба» and leaves the owner’s pieces out of the payload', async () => {
    let sent: OutfitWrite | null = null;
    serveWardrobe();
    const admin = buildUser({ id: 3, is_admin: true });
    const theirs = buildOutfit({
      id: 91,
      owner_id: 50,
      can_edit: true,
      top: [],
      bottom: [buildOutfitItem({ id: 201, name: 'Джинсы синие', category: 'bottom' })],
      own_pieces: [{ id: 9, slot: 'top', name: null, kind: 'sweater', image_url: null }],
    });
    server.use(
      mockApi.outfit(theirs),
      mockApi.comments({ kind: 'outfit', id: 91 }, []),
      mockApi.updateOutfit(91, (body) => {
        sent = body;
        return theirs;
      }),
    );
    const { user, router } = await openBuilder(CATALOGUE, {
      route: '/outfits/91/edit',
      user: admin,
    });
    expect(within(slot('Верх')).queryByRole('radio', { name: 'Из гардероба' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/91'));
    expect(sent).not.toHaveProperty('wardrobe_ids');
  });
});
