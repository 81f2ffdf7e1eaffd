import { describe, expect, it } from 'vitest';
import { itemImageUrls, pictureSrcSet, resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it('prefixes /uploads/ paths with the site origin and leaves others alone', () => {
    expect(resolveImageUrl('/uploads/items/a.webp')).toBe(
      `${window.location.origin}/uploads/items/a.webp`,
    );
    expect(resolveImageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(resolveImageUrl('/maneken.png')).toBe('/maneken.png');
    expect(resolveImageUrl('')).toBeNull();
    expect(resolveImageUrl(null)).toBeNull();
  });
});

describe('itemImageUrls', () => {
  it('puts the main picture first and drops blanks and duplicates', () => {
    const origin = window.location.origin;
    expect(
      itemImageUrls({
        image_url: '/uploads/a.webp',
        images: [{ image_url: '/uploads/a.webp' }, { image_url: '/uploads/b.webp' }],
        image_urls: ['/uploads/b.webp', '', 'https://cdn.example/c.jpg'],
      }),
    ).toEqual([
      `${origin}/uploads/a.webp`,
      `${origin}/uploads/b.webp`,
      'https://cdn.example/c.jpg',
    ]);
    expect(itemImageUrls({ image_url: null, image_urls: [] })).toEqual([]);
  });
});

describe('pictureSrcSet', () => {
  it('offers the 320, 480, 640 and 960 pixel copies of our own pictures only', () => {
    const origin = window.location.origin;
    expect(pictureSrcSet(`${origin}/uploads/items/a1.webp`)).toBe(
      `${origin}/img/320/items/a1.webp 320w, ${origin}/img/480/items/a1.webp 480w, ${origin}/img/640/items/a1.webp 640w, ${origin}/img/960/items/a1.webp 960w`,
    );
    expect(pictureSrcSet('https://cdn.example/uploads/items/a1.webp')).toBeUndefined();
    expect(
      pictureSrcSet(`${origin}/media/private/photos/a.webp?expires=1&signature=x`),
    ).toBeUndefined();
    expect(pictureSrcSet('/maneken.png')).toBeUndefined();
    expect(pictureSrcSet(null)).toBeUndefined();
  });
});
