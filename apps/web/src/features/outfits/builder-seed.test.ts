import type { StylistLook } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildItem } from '@/testing/factories';
import { buildWardrobeItem } from '@/testing/wardrobe-factories';
import { emptySelection, toPick } from './builder-form';
import { completeWith, lookBuilderPath, seedIdsOf } from './builder-seed';

const shirt = buildItem({ id: 11, name: 'Рубашка', category: 'top' });
const loafers = buildItem({ id: 31, name: 'Лоферы', category: 'footwear' });
const look: StylistLook = {
  reason: 'Всё в одной гамме',
  items: [
    { slot: 'top', source: 'catalog', item: shirt, variant: null },
    {
      slot: 'bottom',
      source: 'wardrobe',
      item: buildWardrobeItem({ id: 5, item_id: 21, name: 'Джинсы', slot: 'bottom' }),
    },
    {
      slot: 'accessory',
      source: 'wardrobe',
      item: buildWardrobeItem({ id: 6, item_id: null, name: 'Мой шарф', slot: 'accessory' }),
    },
    { slot: 'footwear', source: 'catalog', item: loafers, variant: null },
  ],
};

describe('a look in the builder', () => {
  it('rides in the address: catalogue items and own pieces that are catalogue items', () => {
    expect(lookBuilderPath(look)).toBe('/outfits/new?items=11,21,31');
  });

  it('reads the ids an address brings, and nothing else', () => {
    expect(seedIdsOf(new URLSearchParams('items=11,21,x,0,11,99999999999'))).toEqual([11, 21]);
    expect(seedIdsOf(new URLSearchParams(''))).toEqual([]);
  });

  it('completes a selection with what it lacks and says how many joined', () => {
    const selection = { ...emptySelection(), top: [toPick(shirt)] };
    const { next, added } = completeWith(selection, look);
    expect(added).toBe(2);
    expect(next.top.map((p) => p.id)).toEqual([11]);
    expect(next.bottom.map((p) => p.id)).toEqual([21]);
    expect(next.footwear.map((p) => p.id)).toEqual([31]);
    expect(next.accessory).toEqual([]);
    expect(completeWith(selection, undefined).added).toBe(0);
  });
});
