import type { StylistLook } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCartLine, buildItem, buildUser, buildVariant } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem, buildWardrobeList } from '@/testing/wardrobe-factories';

const jeans = buildWardrobeItem({ id: 21, name: 'Синие джинсы', slot: 'bottom', kind: 'jeans' });
const shirt = buildWardrobeItem({ id: 11, name: 'Белая рубашка', kind: 'shirt' });
const boots = buildItem({ id: 6, name: 'Ботинки челси', category: 'footwear', price: 40000 });
const bootsSize = buildVariant({ id: 60, size: '38', price: 40000, stock: 2 });

const look = (): StylistLook => ({
  reason: { kind: 'neutrals', colors: ['белый', 'синий'] },
  items: [
    { slot: 'top', source: 'wardrobe', item: shirt },
    { slot: 'bottom', source: 'wardrobe', item: jeans },
    { slot: 'footwear', source: 'catalog', item: boots, variant: bootsSize },
  ],
});

describe('«С чем носить» in a piece’s panel', () => {
  it('shows the looks around the piece and puts their shop pieces into the cart', async () => {
    const asked: URLSearchParams[] = [];
    const added: number[] = [];
    server.use(
      mockApi.wardrobe(buildWardrobeList([jeans, shirt])),
      mockApi.looks((query) => {
        asked.push(query);
        return { looks: query.get('wardrobe_item_id') === '21' ? [look()] : [] };
      }),
      mockApi.addToCart((variantId) => {
        added.push(variantId);
        return [buildCartLine({ variant_id: variantId, item_id: boots.id })];
      }),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Открыть: Синие джинсы' }));
    const panel = await screen.findByRole('dialog', { name: 'Синие джинсы' });
    const section = await within(panel).findByRole('region', { name: 'С чем носить' });
    const [first] = await within(section).findAllByRole('article');
    expect(within(first!).getByText('Белый и синий: спокойное сочетание')).toBeVisible();
    expect(within(first!).getByRole('link', { name: /Ботинки челси/ })).toHaveAttribute(
      'href',
      '/items/6',
    );
    expect(within(first!).getAllByText('В гардеробе')).toHaveLength(2);
    await user.click(
      within(first!).getByRole('button', { name: 'Добавить недостающее в корзину' }),
    );
    expect(await screen.findByText('В корзину добавлена 1 вещь')).toBeVisible();
    await waitFor(() => expect(added).toEqual([60]));
  });

  it('is not shown when the stylist has no look for the piece', async () => {
    server.use(mockApi.wardrobe(buildWardrobeList([jeans])), mockApi.looks({ looks: [] }));
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Открыть: Синие джинсы' }));
    const panel = await screen.findByRole('dialog', { name: 'Синие джинсы' });
    expect(within(panel).getByRole('button', { name: 'Надето сегодня' })).toBeVisible();
    await waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'С чем носить' })).not.toBeInTheDocument(),
    );
  });
});
