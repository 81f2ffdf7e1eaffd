import type { InfiniteData } from '@tanstack/react-query';
import type { Outfit } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildItem, buildOutfit } from '@/testing/factories';
import { setCachedItemFavorite } from './item-cache';
import { setCachedOutfitFavorite } from './outfit-cache';
import { isItemBearingKey, isOutfitBearingKey, queryKeys } from './query-keys';

describe('outfit-bearing keys', () => {
  it('covers the outfit list, page, favourites and history, and nothing that holds items', () => {
    for (const key of [
      queryKeys.outfits.list(null),
      queryKeys.outfits.list('офис'),
      queryKeys.outfits.detail(3),
      queryKeys.outfits.favorites(1),
      queryKeys.outfits.history(1),
    ]) {
      expect(isOutfitBearingKey(key), JSON.stringify(key)).toBe(true);
      expect(isItemBearingKey(key), JSON.stringify(key)).toBe(false);
    }
    for (const key of [
      queryKeys.items.detail(3),
      queryKeys.items.picks({ category: 'top', limit: 50 }),
      queryKeys.comments.outfit(3),
    ]) {
      expect(isOutfitBearingKey(key), JSON.stringify(key)).toBe(false);
    }
    expect(isItemBearingKey(queryKeys.items.picks({ q: 'джинсы', limit: 30 }))).toBe(true);
  });
});

describe('setCachedOutfitFavorite', () => {
  it('flips the outfit and moves its count in every list and its page, once', () => {
    const client = createQueryClient({ test: true });
    const outfit = buildOutfit({ id: 9, is_favorite: false, favorites_count: 4 });
    const other = buildOutfit({ id: 10, favorites_count: 1 });
    const pages: InfiniteData<Outfit[], number> = { pages: [[outfit, other]], pageParams: [1] };
    client.setQueryData(queryKeys.outfits.list(null), pages);
    client.setQueryData(queryKeys.outfits.detail(9), outfit);

    setCachedOutfitFavorite(client, 9, true);
    setCachedOutfitFavorite(client, 9, true);

    const list = client.getQueryData<InfiniteData<Outfit[], number>>(queryKeys.outfits.list(null));
    expect(list?.pages[0]?.[0]).toMatchObject({ is_favorite: true, favorites_count: 5 });
    expect(list?.pages[0]?.[1]).toBe(other);
    expect(client.getQueryData<Outfit>(queryKeys.outfits.detail(9))).toMatchObject({
      is_favorite: true,
      favorites_count: 5,
    });

    setCachedOutfitFavorite(client, 9, false);
    expect(client.getQueryData<Outfit>(queryKeys.outfits.detail(9))).toMatchObject({
      is_favorite: false,
      favorites_count: 4,
    });
  });

  it('never touches an item with the same id, and an item’s heart never touches an outfit', () => {
    const client = createQueryClient({ test: true });
    const item = buildItem({ id: 9, is_favorite: false });
    const outfit = buildOutfit({ id: 9, is_favorite: false });
    client.setQueryData(queryKeys.items.detail(9), item);
    client.setQueryData(queryKeys.outfits.detail(9), outfit);

    setCachedOutfitFavorite(client, 9, true);
    expect(client.getQueryData(queryKeys.items.detail(9))).toBe(item);
    setCachedItemFavorite(client, 9, true);
    expect(client.getQueryData<Outfit>(queryKeys.outfits.detail(9))?.is_favorite).toBe(true);
    expect(client.getQueryData<Outfit>(queryKeys.outfits.detail(9))?.favorites_count).toBe(1);
  });
});
