import { screen, waitFor } from '@testing-library/react';
import type { WardrobeAddOwned } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildItemDetail, buildUser, buildVariant } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem, buildWardrobeList } from '@/testing/wardrobe-factories';

const dress = () =>
  buildItemDetail({
    id: 31,
    name: 'Платье миди',
    category: 'top',
    variants: [
      buildVariant({ id: 301, size: 'S', stock: 3 }),
      buildVariant({ id: 302, size: 'M', stock: 3 }),
    ],
  });

function serveItem() {
  const item = dress();
  server.use(
    mockApi.item(item),
    mockApi.similarItems(item.id, []),
    mockApi.comments(item.id, []),
    // The stylist's looks on the same page: none here.
    http.get('*/api/stylist/looks', () => HttpResponse.json({ looks: [] })),
  );
}

describe('«Уже есть у меня» on an item page', () => {
  it('adds the item in the chosen size, then reads «В гардеробе» and leads to the wardrobe', async () => {
    const sent: WardrobeAddOwned[] = [];
    serveItem();
    server.use(
      mockApi.addPiece({
        onOwned: (body) => {
          sent.push(body);
          return buildWardrobeItem({ source: 'catalog', item_id: body.item_id });
        },
      }),
    );
    const { user } = renderApp({ route: '/items/31', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Уже есть у меня' }));
    const link = await screen.findByRole('link', { name: 'В гардеробе' });
    expect(link).toHaveAttribute('href', '/wardrobe');
    expect(sent).toEqual([{ item_id: 31, variant_id: 302 }]);
  });

  it('reads «В гардеробе» at once for an item the wardrobe holds, asking only for it', async () => {
    serveItem();
    const asked: (string | null)[] = [];
    server.use(
      mockApi.wardrobe((query) => {
        asked.push(query.get('item_id'));
        const piece = buildWardrobeItem({ source: 'catalog', item_id: 31 });
        return buildWardrobeList(query.get('item_id') === '31' ? [piece] : [], [piece]);
      }),
    );
    renderApp({ route: '/items/31', user: buildUser() });
    expect(await screen.findByRole('link', { name: 'В гардеробе' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Уже есть у меня' })).not.toBeInTheDocument();
    // Never the whole wardrobe: the item page asks about its own item only.
    expect(asked).toEqual(['31']);
  });

  it('is not offered to a guest', async () => {
    serveItem();
    renderApp({ route: '/items/31' });
    expect(await screen.findByRole('heading', { name: 'Платье миди' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Уже есть у меня' })).not.toBeInTheDocument(),
    );
  });
});
