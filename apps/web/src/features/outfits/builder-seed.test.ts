import type { StylistLook } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildItem } from '@/testing/factories';
import { buildWardrobeItem } from '@/testing/wardrobe-factories';
import { emptyPieces, emptySelection, toPick } from './builder-form';
import { completeWith, lookBuilderPath, seedIdsOf } from './builder-seed';

const shirt = buildItem({ id: 11, name: 'Рубашка', category: 'top' });
const loafers = buildItem({ id: 31, name: 'Лоферы', category: 'footwear' });
const look: StylistLook = {
  reason: { kind: 'one_colour' },
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

  it('completes what the builder holds with what it lacks and says how many joined', () => {
    const chosen = { items: { ...emptySelection(), top: [toPick(shirt)] }, pieces: emptyPieces() };
    const { items, pieces, added } = completeWith(chosen, look);
    expect(added).toBe(3);
    expect(items.top.map((p) => p.id)).toEqual([11]);
    expect(items.bottom.map((p) => p.id)).toEqual([21]);
    expect(items.footwear.map((p) => p.id)).toEqual([31]);
    expect(items.accessory).toEqual([]);
    // An own garment added by photo joins as an own piece, once.
    expect(pieces.accessory.map((p) => p.id)).toEqual([6]);
    expect(completeWith({ items, pieces }, look).added).toBe(0);
    expect(completeWith(chosen, undefined).added).toBe(0);
  });
});
