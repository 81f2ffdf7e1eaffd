import { describe, expect, it } from 'vitest';
import { buildItemDetail, buildVariant } from '@/testing/factories';
import { cartPictureOf, initialColor, itemColors, picturesOf, sameSizeIn } from './item-colors';

const image = (id: number, color: string | null) => ({
  id,
  image_url: `/uploads/items/${id}.webp`,
  color,
});

const coat = (images = [image(1, 'бежевый'), image(2, 'чёрный'), image(3, null)]) =>
  buildItemDetail({
    color: 'бежевый',
    image_url: '/uploads/items/1.webp',
    images,
    variants: [
      buildVariant({ id: 1, size: 'S', color: 'бежевый', stock: 0 }),
      buildVariant({ id: 2, size: 'M', color: 'бежевый', stock: 0 }),
      buildVariant({ id: 3, size: 'M', color: 'чёрный', stock: 4 }),
      buildVariant({ id: 4, size: 'M', color: 'белый', stock: 1 }),
    ],
  });

describe('item colours', () => {
  it('lists the colours in the order of the variants', () => {
    expect(itemColors(coat())).toEqual(['бежевый', 'чёрный', 'белый']);
  });

  it('starts with the main colour while it can be bought, else the first in stock', () => {
    expect(initialColor(coat())).toBe('чёрный');
    const inStock = coat();
    inStock.variants[0]!.stock = 2;
    expect(initialColor(inStock)).toBe('бежевый');
    expect(initialColor(buildItemDetail({ variants: [] }))).toBeNull();
  });

  it('shows a colour’s own pictures with those of every colour, else those of every colour', () => {
    expect(picturesOf(coat(), 'чёрный').map((i) => i.id)).toEqual([2, 3]);
    expect(picturesOf(coat(), 'белый').map((i) => i.id)).toEqual([3]);
    // Nothing names a colour, or nothing fits: everything.
    const plain = coat([image(1, null), image(2, null)]);
    expect(picturesOf(plain, 'чёрный').map((i) => i.id)).toEqual([1, 2]);
    const noShared = coat([image(1, 'бежевый'), image(2, 'чёрный')]);
    expect(picturesOf(noShared, 'белый').map((i) => i.id)).toEqual([1, 2]);
  });

  it('gives the cart line the first picture of its colour', () => {
    expect(cartPictureOf(coat(), 'чёрный')).toBe('/uploads/items/2.webp');
    expect(cartPictureOf(coat([]), 'чёрный')).toBe('/uploads/items/1.webp');
  });

  it('keeps the same size in the new colour when it can be bought', () => {
    const { variants } = coat();
    expect(sameSizeIn(variants, variants[1]!, 'чёрный')?.id).toBe(3);
    expect(sameSizeIn(variants, variants[2]!, 'бежевый')).toBeNull();
    expect(sameSizeIn(variants, null, 'чёрный')).toBeNull();
  });
});
