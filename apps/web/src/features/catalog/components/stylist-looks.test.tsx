import { STORAGE_KEYS, type StylistLook } from '@shop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { buildItem, buildItemDetail, buildUser, buildVariant } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem } from '@/testing/wardrobe-factories';

const coat = buildItemDetail({
  id: 5,
  name: 'Пальто шерстяное',
  category: 'top',
  price: 90000,
  variants: [buildVariant({ id: 50, size: 'M', stock: 3 })],
});

const look = (): StylistLook => ({
  reason: { kind: 'neutrals', colors: ['бежевый', 'тёмно-синий'] },
  items: [
    { slot: 'top', source: 'catalog', item: coat, variant: coat.variants[0]! },
    {
      slot: 'bottom',
      source: 'wardrobe',
      item: buildWardrobeItem({ id: 9, name: 'Мои джинсы', slot: 'bottom', kind: 'jeans' }),
    },
    {
      slot: 'footwear',
      source: 'catalog',
      item: buildItem({ id: 6, name: 'Ботинки челси', category: 'footwear', price: 40000 }),
      variant: buildVariant({ id: 60, size: '38', price: 40000, stock: 2 }),
    },
    {
      slot: 'accessory',
      source: 'catalog',
      item: buildItem({ id: 7, name: 'Шарф шерстяной', category: 'accessory', price: 15000 }),
      variant: buildVariant({ id: 70, size: 'ONE SIZE', price: 15000, stock: 4 }),
    },
  ],
});

function serve(looks: StylistLook[], asked: URLSearchParams[] = []) {
  server.use(
    mockApi.item(coat),
    mockApi.similarItems(coat.id, []),
    mockApi.comments(coat.id, []),
    mockApi.looks((query) => {
      asked.push(query);
      return { looks };
    }),
  );
}

describe('«С чем носить» on the item page', () => {
  it('shows the looks with their reason, pieces and «В гардеробе» on own pieces', async () => {
    const asked: URLSearchParams[] = [];
    serve([look(), { ...look(), reason: { kind: 'accent', color: 'красный', loud: true } }], asked);
    renderApp({ route: '/items/5' });
    const section = await screen.findByRole('region', { name: 'С чем носить' });
    const looks = await within(section).findAllByRole('article');
    expect(looks).toHaveLength(2);
    expect(within(looks[0]!).getByText('Бежевый и тёмно-синий: спокойное сочетание')).toBeVisible();
    expect(within(looks[0]!).getByText('Мои джинсы')).toBeVisible();
    expect(within(looks[0]!).getByText('В гардеробе')).toBeVisible();
    expect(within(looks[0]!).getByRole('link', { name: /Ботинки челси/ })).toHaveAttribute(
      'href',
      '/items/6',
    );
    expect(asked[0]!.get('item_id')).toBe('5');
  });

  it('says each look’s reason in the interface language, colours and style included', async () => {
    serve([
      { ...look(), reason: { kind: 'complementary', colors: ['синий', 'оранжевый'] } },
      { ...look(), reason: { kind: 'one_style', style: 'Спортивный' } },
    ]);
    renderApp({ route: '/items/5' });
    await act(() => i18n.changeLanguage('en'));
    const section = await screen.findByRole('region', { name: 'What to wear it with' });
    const [first, second] = await within(section).findAllByRole('article');
    expect(within(first!).getByText('Blue and orange: a contrasting pair')).toBeVisible();
    expect(within(second!).getByText('All in one style: sporty')).toBeVisible();
  });

  it('puts the missing catalogue pieces into the cart and says how many', async () => {
    serve([look()]);
    const { user } = renderApp({ route: '/items/5' });
    const [first] = await screen.findAllByRole('article');
    await user.click(
      within(first!).getByRole('button', { name: 'Добавить недостающее в корзину' }),
    );
    expect(await screen.findByText('В корзину добавлены 3 вещи')).toBeVisible();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as { id: number }[];
    // The own jeans stay at home; one of each piece to buy, in the size the stylist chose.
    expect(stored.map((line) => line.id).sort()).toEqual([50, 60, 70]);
  });

  it('opens the look in the builder', async () => {
    serve([look()]);
    const { user, router } = renderApp({ route: '/items/5', user: buildUser() });
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Открыть в конструкторе' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outfits/new'));
  });

  it('is not shown when the stylist has no look', async () => {
    serve([]);
    renderApp({ route: '/items/5' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пальто шерстяное' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'С чем носить' })).not.toBeInTheDocument(),
    );
  });
});
