import type { InfiniteData } from '@tanstack/react-query';
import type { HistoryItem, ItemDetail, ItemSummary } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildHistoryItem, buildItem, buildItemDetail } from '@/testing/factories';
import { patchItem, setCachedItemFavorite } from './item-cache';
import { itemFacetsQueryOptions } from './items/get-item-facets';
import { itemQueryOptions } from './items/get-item';
import { itemsInfiniteQueryOptions } from './items/get-items';
import { similarItemsQueryOptions } from './items/get-similar-items';
import { trendingItemsQueryOptions } from './items/get-trending-items';
import { isItemBearingKey, queryKeys } from './query-keys';

describe('item-bearing keys', () => {
  it('covers every item family the key module builds', () => {
    for (const key of [
      itemsInfiniteQueryOptions({ q: 'платье' }).queryKey,
      itemQueryOptions(7).queryKey,
      similarItemsQueryOptions(7).queryKey,
      trendingItemsQueryOptions().queryKey,
      queryKeys.favorites.list(1),
      queryKeys.history.items(1),
    ]) {
      expect(isItemBearingKey(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('leaves out data that are not items, whatever their root', () => {
    for (const key of [
      itemFacetsQueryOptions({ brand: ['Nike'] }).queryKey,
      queryKeys.favorites.ids(1),
      queryKeys.comments.item(7),
      queryKeys.cart(1),
      queryKeys.profile(1),
      queryKeys.config,
      ['outfits', 'list'],
    ]) {
      expect(isItemBearingKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('keeps the sort order out of the facets key', () => {
    expect(itemFacetsQueryOptions({ q: 'кеды', sort: 'rating' }).queryKey).toEqual(
      itemFacetsQueryOptions({ q: 'кеды', sort: 'new' }).queryKey,
    );
  });
});

describe('patchItem', () => {
  it('returns the same reference when the item is absent or already in that state', () => {
    const list = [buildItem({ id: 1, is_favorite: true })];
    expect(patchItem(list, 2, { is_favorite: true })).toBe(list);
    expect(patchItem(list, 1, { is_favorite: true })).toBe(list);
    expect(patchItem(undefined, 1, { is_favorite: true })).toBeUndefined();
  });

  it('patches lists, infinite pages and single items, copying only what changed', () => {
    const other = buildItem({ id: 2 });
    const pages: InfiniteData<ItemSummary[], number> = {
      pages: [[buildItem({ id: 1, is_favorite: false }), other]],
      pageParams: [1],
    };
    const patched = patchItem(pages, 1, { is_favorite: true }) as typeof pages;
    expect(patched.pages[0]![0]!.is_favorite).toBe(true);
    expect(patched.pages[0]![1]).toBe(other);
    expect(pages.pages[0]![0]!.is_favorite).toBe(false);

    const detail = buildItemDetail({ id: 1, is_favorite: false });
    expect((patchItem(detail, 1, { is_favorite: true }) as ItemDetail).is_favorite).toBe(true);
  });

  it('never adds a field the cached object does not have', () => {
    const variant = { id: 1, sku: 'A-1' };
    expect(patchItem([variant], 1, { is_favorite: true })).toEqual([variant]);
  });
});

describe('setCachedItemFavorite', () => {
  it('flips the item in every item-bearing query and nowhere else', () => {
    const client = createQueryClient({ test: true });
    const item = buildItem({ id: 7, is_favorite: false });
    const listKey = queryKeys.items.list({});
    const historyKey = queryKeys.history.items(3);
    const outfitsKey = ['outfits', 'list'];
    client.setQueryData<InfiniteData<ItemSummary[], number>>(listKey, {
      pages: [[item]],
      pageParams: [1],
    });
    client.setQueryData(queryKeys.items.detail(7), buildItemDetail({ id: 7, is_favorite: false }));
    client.setQueryData(queryKeys.items.trending, [item]);
    client.setQueryData<InfiniteData<HistoryItem[], number>>(historyKey, {
      pages: [[buildHistoryItem({ id: 7, is_favorite: false })]],
      pageParams: [1],
    });
    client.setQueryData(outfitsKey, [{ id: 7, is_favorite: false }]);

    setCachedItemFavorite(client, 7, true);

    const list = client.getQueryData<InfiniteData<ItemSummary[], number>>(listKey);
    expect(list?.pages[0]?.[0]?.is_favorite).toBe(true);
    expect(client.getQueryData<ItemDetail>(queryKeys.items.detail(7))?.is_favorite).toBe(true);
    expect(client.getQueryData<ItemSummary[]>(queryKeys.items.trending)?.[0]?.is_favorite).toBe(
      true,
    );
    const history = client.getQueryData<InfiniteData<HistoryItem[], number>>(historyKey);
    expect(history?.pages[0]?.[0]?.is_favorite).toBe(true);
    // An outfit with the same id is another resource: never touched.
    expect(client.getQueryData(outfitsKey)).toEqual([{ id: 7, is_favorite: false }]);

    setCachedItemFavorite(client, 7, false);
    expect(client.getQueryData<ItemDetail>(queryKeys.items.detail(7))?.is_favorite).toBe(false);
  });
});
