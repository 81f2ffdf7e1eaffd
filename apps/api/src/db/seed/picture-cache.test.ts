import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ITEMS } from './catalog-data';
import { renderGarmentImage, type GarmentImageOptions } from './garment-images';
import { cachedGarmentImage, fillPictureCache, pictureFileName } from './picture-cache';

const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-picture-cache-'));
const before = process.env.DEMO_PICTURE_CACHE;
beforeAll(() => {
  process.env.DEMO_PICTURE_CACHE = cache;
});
afterAll(() => {
  if (before === undefined) delete process.env.DEMO_PICTURE_CACHE;
  else process.env.DEMO_PICTURE_CACHE = before;
  fs.rmSync(cache, { recursive: true, force: true });
});

const shots: GarmentImageOptions[] = CATALOG_ITEMS.slice(0, 18).map((item) => ({
  category: item.category,
  kind: item.kind,
  color: item.color,
  seed: item.imageSeed,
  view: 'front',
}));

describe('demo picture cache', () => {
  it('draws missing pictures in child processes, once, exactly as drawing them here would', async () => {
    expect(await fillPictureCache(shots, 2)).toBe(shots.length);
    const names = shots.map(pictureFileName);
    expect(fs.readdirSync(cache).sort()).toEqual([...new Set(names)].sort());
    const sample = shots[5]!;
    expect(fs.readFileSync(path.join(cache, pictureFileName(sample)))).toEqual(
      await renderGarmentImage(sample),
    );
    // A second time there is nothing to draw.
    expect(await fillPictureCache(shots, 2)).toBe(0);
  });

  it('answers a cached picture from the cache and keeps a newly drawn one there', async () => {
    const cached = shots[0]!;
    fs.writeFileSync(path.join(cache, pictureFileName(cached)), 'from the cache');
    expect((await cachedGarmentImage(cached)).toString()).toBe('from the cache');

    const fresh: GarmentImageOptions = { ...cached, view: 'detail' };
    expect(fs.existsSync(path.join(cache, pictureFileName(fresh)))).toBe(false);
    const drawn = await cachedGarmentImage(fresh);
    expect(fs.readFileSync(path.join(cache, pictureFileName(fresh)))).toEqual(drawn);
  });

  it('names a picture by its options: another colour or view is another picture', () => {
    const base = shots[0]!;
    const names = new Set([
      pictureFileName(base),
      pictureFileName({ ...base, color: '#123456' }),
      pictureFileName({ ...base, view: 'angle' }),
      pictureFileName({ ...base, seed: (base.seed ?? 0) + 1 }),
    ]);
    expect(names.size).toBe(4);
    expect(pictureFileName({ ...base })).toBe(pictureFileName(base));
  });
});
