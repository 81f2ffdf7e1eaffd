import type { StylistLooks } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildItem, buildItemDetail } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { server } from '@/testing/server';
import { openBuilder, slot, type BuilderCatalogue } from './builder-test-kit';

const shirt = buildItem({ id: 101, name: 'Рубашка белая', category: 'top', price: 10000 });
const jeans = buildItem({ id: 201, name: 'Джинсы синие', category: 'bottom', price: 15000 });
const loafers = buildItem({ id: 301, name: 'Лоферы', category: 'footwear', price: 30000 });
const bag = buildItem({ id: 401, name: 'Сумка тоут', category: 'accessory', price: 20000 });

const CATALOGUE: BuilderCatalogue = {
  top: [shirt],
  bottom: [jeans],
  footwear: [loafers],
  accessory: [bag],
  fragrance: [],
};

beforeEach(() => {
  mockIntersectionObserver();
});

describe('the builder and the stylist', () => {
  it('«Дополнить образ» fills the empty categories with the first look', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mockApi.looks((query): StylistLooks => {
        asked.push(query);
        return {
          looks: [
            {
              reason: { kind: 'one_colour' },
              items: [
                { slot: 'top', source: 'catalog', item: shirt, variant: null },
                { slot: 'footwear', source: 'catalog', item: loafers, variant: null },
                { slot: 'accessory', source: 'catalog', item: bag, variant: null },
              ],
            },
          ],
        };
      }),
    );
    const { user } = await openBuilder(CATALOGUE);
    const complete = screen.getByRole('button', { name: 'Дополнить образ' });
    expect(complete).toBeDisabled();
    await user.click(within(slot('Верх')).getByRole('button', { name: /Добавить в образ/ }));
    await user.click(complete);
    expect(await screen.findByText('Стилист добавил 2 вещи')).toBeVisible();
    expect(asked[0]!.get('item_ids')).toBe('101');
    expect(
      within(slot('Обувь')).getByRole('button', { name: 'Убрать «Лоферы»' }),
    ).toBeInTheDocument();
    expect(
      within(slot('Аксессуары')).getByRole('button', { name: 'Убрать «Сумка тоут»' }),
    ).toBeInTheDocument();
  });

  it('opens with a look’s pieces from the item page', async () => {
    server.use(
      mockApi.item(buildItemDetail({ ...jeans, variants: [], images: [] })),
      mockApi.item(buildItemDetail({ ...loafers, variants: [], images: [] })),
    );
    const { router } = await openBuilder(CATALOGUE, { route: '/outfits/new?items=201,301' });
    await waitFor(() =>
      expect(
        within(slot('Низ')).getByRole('button', { name: 'Убрать «Джинсы синие»' }),
      ).toBeInTheDocument(),
    );
    expect(within(slot('Обувь')).getByRole('button', { name: 'Убрать «Лоферы»' })).toBeVisible();
    // The address forgets the look: a reload keeps the draft, not the look again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
