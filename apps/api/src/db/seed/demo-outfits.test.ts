import { describe, expect, it } from 'vitest';
import { CATEGORIES, STORE_STYLES } from '@shop/contract';
import { CATALOG_ITEMS } from './catalog-data';
import { DEMO_OUTFITS } from './demo-outfits';

const byKey = new Map(CATALOG_ITEMS.map((item) => [item.key, item]));

describe('the demo outfits', () => {
  it('are 12 to 20, by all three demo accounts, with Russian names and store styles', () => {
    expect(DEMO_OUTFITS.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_OUTFITS.length).toBeLessThanOrEqual(20);
    expect(new Set(DEMO_OUTFITS.map((o) => o.owner))).toEqual(
      new Set(['admin', 'moderator', 'shopper']),
    );
    expect(new Set(DEMO_OUTFITS.map((o) => o.name)).size).toBe(DEMO_OUTFITS.length);
    for (const outfit of DEMO_OUTFITS) {
      expect(outfit.name).toMatch(/^[А-ЯЁ][а-яё -]+$/);
      expect(STORE_STYLES).toContain(outfit.style);
      expect(outfit.description.length).toBeGreaterThan(40);
    }
  });

  it('put each catalogue item in its own slot: a top, a bottom unless the top is a dress, and shoes', () => {
    for (const outfit of DEMO_OUTFITS) {
      for (const slot of CATEGORIES) {
        for (const key of outfit.items[slot] ?? []) {
          expect(byKey.get(key)?.category, `${outfit.name}: ${key}`).toBe(slot);
        }
      }
      const top = (outfit.items.top ?? []).map((key) => byKey.get(key)!);
      expect(top.length, outfit.name).toBeGreaterThan(0);
      expect(outfit.items.footwear?.length, outfit.name).toBeGreaterThan(0);
      if (!top.some((item) => item.kind === 'dress'))
        expect(outfit.items.bottom?.length, outfit.name).toBeGreaterThan(0);
    }
  });

  it('are each for one gender (unisex items go with either)', () => {
    for (const outfit of DEMO_OUTFITS) {
      const genders = new Set(
        Object.values(outfit.items)
          .flat()
          .map((key) => byKey.get(key)!.gender)
          .filter((gender) => gender !== 'unisex'),
      );
      expect(genders.size, `${outfit.name}: ${[...genders].join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('are reviewed by the other accounts only, 3 to 5 stars, and hearted by others', () => {
    const reviews = DEMO_OUTFITS.flatMap((o) => (o.reviews ?? []).map((r) => ({ o, r })));
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    for (const { o, r } of reviews) {
      const [author, rating, text] = r;
      expect(author, o.name).not.toBe(o.owner);
      expect(rating).toBeGreaterThanOrEqual(3);
      expect(rating).toBeLessThanOrEqual(5);
      expect(text).toMatch(/[а-яё]/);
    }
    for (const outfit of DEMO_OUTFITS)
      for (const fan of outfit.favoritedBy ?? []) expect(fan, outfit.name).not.toBe(outfit.owner);
    expect(DEMO_OUTFITS.some((o) => o.favoritedBy?.length)).toBe(true);
  });
});
