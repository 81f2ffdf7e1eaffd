import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, GENDERS } from '@shop/contract';
import { CATALOG_ITEMS, COLLECTIONS, STYLES, buildCatalog } from './catalog-data';
import { COLOR_PALETTE, GARMENT_KINDS } from './garment-images';

const MONEY = /^\d{1,10}\.\d{2}$/;

describe('demo catalogue', () => {
  it('has about 150 items in every category', () => {
    expect(CATALOG_ITEMS.length).toBeGreaterThanOrEqual(140);
    expect(CATALOG_ITEMS.length).toBeLessThanOrEqual(160);
    for (const category of CATEGORIES) {
      expect(CATALOG_ITEMS.filter((i) => i.category === category).length).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it('gives every item a gender: women and men in the clothing and shoes, dresses for women', () => {
    for (const item of CATALOG_ITEMS) expect(GENDERS).toContain(item.gender);
    for (const category of ['top', 'bottom', 'footwear'] as const) {
      for (const gender of ['women', 'men'] as const) {
        const count = CATALOG_ITEMS.filter((i) => i.category === category && i.gender === gender);
        expect(count.length, `${category}/${gender}`).toBeGreaterThanOrEqual(8);
      }
    }
    const byName = (name: string) => CATALOG_ITEMS.find((i) => i.name === name)?.gender;
    expect(byName('Вечернее платье')).toBe('women');
    expect(byName('Рубашка оксфорд классического кроя')).toBe('men');
    expect(byName('Базовое худи')).toBe('unisex');
    expect(byName('Одеколон Bergamot')).toBe('men');
  });

  it('backfills the same split into shops seeded before items had a gender (migration 0018)', () => {
    const migration = readFileSync(
      new URL('../migrations/0018_item_gender_user_language.sql', import.meta.url),
      'utf8',
    );
    for (const item of CATALOG_ITEMS) {
      const line = migration.split('\n').find((l) => l.includes(`'${item.key}'`));
      if (item.gender === 'unisex') expect(line, item.key).toBeUndefined();
      else expect(line, item.key).toContain(`SET "gender" = '${item.gender}'`);
    }
  });

  it('is the same on every run', () => {
    expect(buildCatalog()).toEqual(CATALOG_ITEMS);
  });

  it('has unique keys, names and SKUs', () => {
    const skus = CATALOG_ITEMS.flatMap((i) => i.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(CATALOG_ITEMS.map((i) => i.key)).size).toBe(CATALOG_ITEMS.length);
    expect(new Set(CATALOG_ITEMS.map((i) => i.name)).size).toBe(CATALOG_ITEMS.length);
  });

  it('prices items and variants as positive exact decimals', () => {
    for (const item of CATALOG_ITEMS) {
      expect(item.price).toMatch(MONEY);
      expect(Number(item.price)).toBeGreaterThan(0);
      for (const variant of item.variants) {
        expect(variant.price).toMatch(MONEY);
        expect(Number(variant.price)).toBeGreaterThanOrEqual(Number(item.price));
      }
    }
  });

  it('keeps prices in realistic ranges', () => {
    const range = (kind: string) =>
      CATALOG_ITEMS.filter((i) => i.kind === kind).map((i) => Number(i.price));
    expect(Math.min(...range('tshirt'))).toBeGreaterThanOrEqual(4990);
    expect(Math.max(...range('tshirt'))).toBeLessThanOrEqual(14990);
    expect(Math.min(...range('jeans'))).toBeGreaterThanOrEqual(12990);
    expect(Math.max(...range('jeans'))).toBeLessThanOrEqual(39990);
    expect(Math.min(...range('sneakers'))).toBeGreaterThanOrEqual(24990);
    expect(Math.max(...range('sneakers'))).toBeLessThanOrEqual(79990);
    const perfume = CATALOG_ITEMS.filter((i) => i.kind === 'perfume').flatMap((i) =>
      i.variants.map((v) => Number(v.price)),
    );
    expect(Math.min(...perfume)).toBeGreaterThanOrEqual(19990);
    expect(Math.max(...perfume)).toBeLessThanOrEqual(89990);
  });

  it('has stock from 0 to 25, some variants and a few whole items sold out', () => {
    const stocks = CATALOG_ITEMS.flatMap((i) => i.variants.map((v) => v.stock));
    expect(stocks.every((s) => Number.isInteger(s) && s >= 0 && s <= 25)).toBe(true);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThan(10);
    const soldOut = CATALOG_ITEMS.filter((i) => i.variants.every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThanOrEqual(12);
  });

  it('uses sizes that fit the category', () => {
    for (const item of CATALOG_ITEMS) {
      expect(item.variants.length).toBeGreaterThan(0);
      const sizes = item.variants.map((v) => v.size);
      if (item.category === 'accessory') expect(new Set(sizes)).toEqual(new Set(['ONE SIZE']));
      if (item.category === 'fragrance')
        expect(sizes.every((s) => s === '50 мл' || s === '100 мл')).toBe(true);
      if (item.category === 'footwear')
        expect(sizes.every((s) => Number(s) >= 36 && Number(s) <= 45)).toBe(true);
      if (item.category === 'top' || item.category === 'bottom') {
        expect(
          sizes.every((s) => /^(XS|S|M|L|XL|XXL)$/.test(s) || (Number(s) >= 40 && Number(s) <= 54)),
        ).toBe(true);
      }
    }
  });

  it('gives every item Russian text, a palette colour, a known style, collection and picture kind', () => {
    for (const item of CATALOG_ITEMS) {
      expect(item.name).toMatch(/[а-яё]/i);
      expect(item.description).toMatch(/[а-яё]/i);
      expect(item.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(item.brand.length).toBeGreaterThan(0);
      for (const color of item.colors) expect(Object.keys(COLOR_PALETTE)).toContain(color);
      expect(item.color).toBe(item.colors[0]);
      expect(STYLES).toContain(item.style);
      expect(COLLECTIONS).toContain(item.collection);
      expect(GARMENT_KINDS[item.category] as readonly string[]).toContain(item.kind);
    }
  });

  it('has the names a search test needs', () => {
    expect(CATALOG_ITEMS.filter((i) => /джинсы/i.test(i.name)).length).toBeGreaterThanOrEqual(5);
    expect(CATALOG_ITEMS.some((i) => /джинсов/i.test(`${i.name} ${i.description}`))).toBe(true);
    expect(CATALOG_ITEMS.filter((i) => /кроссовки/i.test(i.name)).length).toBeGreaterThanOrEqual(5);
  });
});
