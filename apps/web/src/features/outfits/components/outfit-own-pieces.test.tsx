import type { OutfitWornResponse } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildOutfit, buildOutfitItem, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem } from '@/testing/wardrobe-factories';

const owner = buildUser({ id: 41 });
const jeans = buildOutfitItem({ id: 71, name: 'Джинсы прямые', category: 'bottom', price: 15000 });
const ownTop = {
  id: 9,
  slot: 'top' as const,
  name: 'Мой свитер',
  kind: 'sweater' as const,
  image_url: '/media/private/wardrobe/9.webp?expires=1',
};

function serveOutfit(outfit: ReturnType<typeof buildOutfit>) {
  server.use(
    mockApi.outfit(outfit),
    mockApi.comments({ kind: 'outfit', id: outfit.id }, []),
    mockApi.cart([]),
    // The mannequin drawing of the pieces stands in while the cover loads (own pieces: fetched).
    mockApi.outfitPreview(),
  );
}

describe('an outfit with own pieces', () => {
  it('lists the pieces in their slots marked «Из гардероба», with no price and no link', async () => {
    serveOutfit(
      buildOutfit({
        id: 30,
        owner_id: owner.id,
        is_public: false,
        can_edit: true,
        can_delete: true,
        top: [],
        bottom: [jeans],
        own_pieces: [ownTop],
        total_price: 15000,
      }),
    );
    renderApp({ route: '/outfits/30', user: owner });
    const piece = await screen.findByRole('listitem', { name: 'Мой свитер' });
    expect(within(screen.getByRole('region', { name: 'Верх' })).getByText('Мой свитер')).toBe(
      within(piece).getByText('Мой свитер'),
    );
    expect(within(piece).getByText('Из гардероба')).toBeVisible();
    expect(within(piece).queryByRole('link')).toBeNull();
    expect(within(piece).queryByText(/₸/)).toBeNull();
    expect(screen.getByTestId('outfit-total')).toHaveTextContent(/^15\s000\s₸$/);
  });

  it('shows another shopper’s published piece by its kind alone, and no «Надето сегодня»', async () => {
    serveOutfit(buildOutfit({ id: 31, owner_id: 7, own_pieces: [{ ...ownTop, name: null }] }));
    renderApp({ route: '/outfits/31', user: owner });
    const piece = await screen.findByRole('listitem', { name: 'Свитер' });
    expect(within(piece).getByText('Из гардероба')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Надето сегодня' })).toBeNull();
  });

  it('«Надето сегодня» marks the pieces, says how many, then reads «Уже отмечено сегодня»', async () => {
    let marked = 0;
    serveOutfit(
      buildOutfit({
        id: 32,
        owner_id: owner.id,
        can_edit: true,
        can_delete: true,
        bottom: [jeans],
        own_pieces: [ownTop],
      }),
    );
    server.use(
      mockApi.wears([]),
      http.post('*/api/outfits/32/worn', () => {
        marked += 1;
        return HttpResponse.json<OutfitWornResponse>({
          date: '2026-11-29',
          pieces: [buildWardrobeItem({ id: 9 }), buildWardrobeItem({ id: 10, item_id: 71 })],
        });
      }),
    );
    const { user } = renderApp({ route: '/outfits/32', user: owner });
    await user.click(await screen.findByRole('button', { name: 'Надето сегодня' }));
    expect(await screen.findByText('Отмечено как надетое: 2 вещи')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Уже отмечено сегодня' })).toBeDisabled();
    expect(marked).toBe(1);
  });

  it('reads «Уже отмечено сегодня» when the outfit was worn today already', async () => {
    serveOutfit(buildOutfit({ id: 33, owner_id: owner.id, can_edit: true, own_pieces: [ownTop] }));
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(
      today.getDate(),
    ).padStart(2, '0')}`;
    server.use(mockApi.wears([{ date: day, wardrobe_item_id: 9, outfit_id: 33 }]));
    renderApp({ route: '/outfits/33', user: owner });
    expect(await screen.findByRole('button', { name: 'Уже отмечено сегодня' })).toBeDisabled();
  });

  it('has nothing to buy when it holds own pieces alone', async () => {
    serveOutfit(
      buildOutfit({
        id: 34,
        owner_id: owner.id,
        can_edit: true,
        top: [],
        bottom: [],
        own_pieces: [ownTop],
        total_price: 0,
      }),
    );
    renderApp({ route: '/outfits/34', user: owner });
    expect(await screen.findByRole('listitem', { name: 'Мой свитер' })).toBeVisible();
    expect(screen.queryByTestId('outfit-total')).toBeNull();
    expect(screen.queryByRole('button', { name: /в корзину/i })).toBeNull();
  });
});
