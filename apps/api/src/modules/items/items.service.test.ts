import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '@shop/contract';
import { createItem } from '../../db/factories';
import { cartLines, itemImages, items, itemVariants, uploads } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp } from '../../test/app';
import type { ItemInput } from './items.service';

const t = await buildTestApp();
afterAll(() => t.close());

const picture = (background: string) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
const input: ItemInput = {
  name: 'Льняная рубашка',
  brand: 'VESTA',
  category: 'top',
  price: '19990.00',
  color: 'белый',
  style: 'Повседневный',
};
const fileOf = (key: string) => path.join(t.config.uploadsDir, key);
const uploadKeysOf = async (ownerId: number) =>
  (await t.db.select().from(uploads).where(eq(uploads.ownerId, ownerId))).map((u) => u.storageKey);
const filesUnder = (folder: string) =>
  fs.existsSync(fileOf(folder)) ? fs.readdirSync(fileOf(folder)) : [];

describe('the items module', () => {
  it('lets a moderator create an item with pictures and variants, shown by the catalogue', async () => {
    const moderator = await asModerator(t);
    const item = await t.app.services.items.create(moderator.user, input, {
      pictures: [await picture('#123456'), await picture('#abcdef')],
      variants: [
        { sku: 'VST-LIN-M', size: 'M', color: 'белый', price: null, stock: 3 },
        { sku: 'VST-LIN-L', size: 'L', color: 'белый', price: null, stock: 0 },
      ],
    });
    expect(item.ownerId).toBe(moderator.user.id);
    const gallery = await t.db.select().from(itemImages).where(eq(itemImages.itemId, item.id));
    expect(gallery.map((g) => g.position)).toEqual([0, 1]);
    expect(item.imageKey).toBe(gallery[0]!.imageKey);
    expect((await uploadKeysOf(moderator.user.id)).sort()).toEqual(
      gallery.map((g) => g.imageKey).sort(),
    );
    for (const g of gallery) expect(fs.existsSync(fileOf(g.imageKey))).toBe(true);

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })
    ).json() as ItemDetail;
    expect(detail.image_url).toBe(`/uploads/${gallery[0]!.imageKey}`);
    expect(detail.images.map((i) => i.image_url)).toEqual(
      gallery.map((g) => `/uploads/${g.imageKey}`),
    );
    expect(detail.variants.map((v) => [v.sku, v.stock])).toEqual([
      ['VST-LIN-M', 3],
      ['VST-LIN-L', 0],
    ]);
    expect(detail.in_stock).toBe(true);
  });

  it('refuses shoppers and guests, and keeps no file of a refused or failed creation', async () => {
    const shopper = await asUser(t);
    const before = filesUnder('items').length;
    await expect(
      t.app.services.items.create(shopper.user, input, { pictures: [await picture('#000')] }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(t.app.services.items.create(null, input)).rejects.toMatchObject({ status: 403 });

    const moderator = await asModerator(t);
    // A good picture beside a file that is not an image: nothing is kept.
    await expect(
      t.app.services.items.create(moderator.user, input, {
        pictures: [await picture('#111'), Buffer.from('<html>not a picture</html>')],
      }),
    ).rejects.toMatchObject({ status: 415, code: 'INVALID_FILE_TYPE' });
    // The pictures were stored, then the transaction failed on a taken SKU: files removed again.
    await createItem(t.db, { variants: [{ sku: 'TAKEN-SKU' }] });
    await expect(
      t.app.services.items.create(moderator.user, input, {
        pictures: [await picture('#222')],
        variants: [{ sku: 'TAKEN-SKU', size: 'M', color: null, price: null, stock: 1 }],
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(filesUnder('items').length).toBe(before);
    expect(await uploadKeysOf(moderator.user.id)).toEqual([]);
    expect(await t.db.select().from(items).where(eq(items.ownerId, moderator.user.id))).toEqual([]);
  });

  it('lets a moderator change only their own items and an admin any', async () => {
    const moderator = await asModerator(t);
    const other = await asModerator(t);
    const admin = await asAdmin(t);
    const { item: seeded } = await createItem(t.db, { ownerId: null });
    const own = await t.app.services.items.create(moderator.user, input);

    const renamed = await t.app.services.items.update(moderator.user, own.id, { name: 'Новое' });
    expect(renamed.name).toBe('Новое');
    for (const [actor, id] of [
      [moderator.user, seeded.id],
      [other.user, own.id],
    ] as const) {
      await expect(t.app.services.items.update(actor, id, { name: 'x' })).rejects.toMatchObject({
        status: 403,
      });
      await expect(t.app.services.items.delete(actor, id)).rejects.toMatchObject({ status: 403 });
    }
    expect((await t.app.services.items.update(admin.user, seeded.id, { name: 'Админ' })).name).toBe(
      'Админ',
    );
    await expect(t.app.services.items.update(admin.user, 999_999, {})).rejects.toMatchObject({
      status: 404,
    });
    await t.app.services.items.delete(admin.user, own.id);
    expect(await t.db.select().from(items).where(eq(items.id, own.id))).toEqual([]);
  });

  it('saves variants in place: a variant in a cart keeps its id; a taken SKU changes nothing', async () => {
    const moderator = await asModerator(t);
    const shopper = await asUser(t);
    const item = await t.app.services.items.create(moderator.user, input, {
      variants: [
        { sku: 'KEEP-1', size: 'S', color: null, price: null, stock: 5 },
        { sku: 'DROP-1', size: 'M', color: null, price: null, stock: 5 },
      ],
    });
    const [keep, drop] = await t.app.services.items.variants(item.id);
    await t.db
      .insert(cartLines)
      .values({ userId: shopper.user.id, variantId: keep!.id, quantity: 2 });

    const saved = await t.app.services.items.saveVariants(moderator.user, item.id, [
      { id: keep!.id, sku: 'KEEP-1', size: 'S', color: null, price: '15000.00', stock: 7 },
      { sku: 'NEW-1', size: 'L', color: null, price: null, stock: 1 },
    ]);
    expect(saved.map((v) => [v.id === keep!.id, v.sku, v.stock])).toEqual([
      [true, 'KEEP-1', 7],
      [false, 'NEW-1', 1],
    ]);
    expect(await t.db.select().from(itemVariants).where(eq(itemVariants.id, drop!.id))).toEqual([]);
    expect(
      await t.db.select().from(cartLines).where(eq(cartLines.userId, shopper.user.id)),
    ).toMatchObject([{ variantId: keep!.id, quantity: 2 }]);

    await createItem(t.db, { variants: [{ sku: 'SOMEONE-ELSES' }] });
    await expect(
      t.app.services.items.saveVariants(moderator.user, item.id, [
        { id: keep!.id, sku: 'KEEP-1', size: 'S', color: null, price: null, stock: 0 },
        { sku: 'SOMEONE-ELSES', size: 'XL', color: null, price: null, stock: 1 },
      ]),
    ).rejects.toMatchObject({ status: 409 });
    expect((await t.app.services.items.variants(item.id)).map((v) => [v.sku, v.stock])).toEqual([
      ['KEEP-1', 7],
      ['NEW-1', 1],
    ]);
    // Another item's variant cannot be pulled into this one.
    const { variants: foreign } = await createItem(t.db);
    await expect(
      t.app.services.items.saveVariants(moderator.user, item.id, [
        { id: foreign[0]!.id, sku: 'MOVED', size: 'S', color: null, price: null, stock: 1 },
      ]),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('swaps the SKUs of two variants, and moves a SKU from a removed variant to a kept one', async () => {
    const moderator = await asModerator(t);
    const item = await t.app.services.items.create(moderator.user, input, {
      variants: [
        { sku: 'SWAP-S', size: 'S', color: null, price: null, stock: 1 },
        { sku: 'SWAP-M', size: 'M', color: null, price: null, stock: 2 },
        { sku: 'SWAP-L', size: 'L', color: null, price: null, stock: 3 },
      ],
    });
    const [s, m] = await t.app.services.items.variants(item.id);
    const saved = await t.app.services.items.saveVariants(moderator.user, item.id, [
      { id: s!.id, sku: 'SWAP-M', size: 'S', color: null, price: null, stock: 1 },
      { id: m!.id, sku: 'SWAP-L', size: 'M', color: null, price: null, stock: 2 },
      { sku: 'SWAP-S', size: 'XL', color: null, price: null, stock: 4 },
    ]);
    expect(saved.map((v) => [v.id, v.sku, v.size])).toEqual([
      [s!.id, 'SWAP-M', 'S'],
      [m!.id, 'SWAP-L', 'M'],
      [expect.any(Number), 'SWAP-S', 'XL'],
    ]);
  });

  it('adds and removes pictures; the main picture follows and removed files go', async () => {
    const moderator = await asModerator(t);
    const item = await t.app.services.items.create(moderator.user, input);
    expect(item.imageKey).toBeNull();
    await t.app.services.items.addImages(moderator.user, item.id, [
      await picture('#333'),
      await picture('#444'),
    ]);
    const gallery = await t.db.select().from(itemImages).where(eq(itemImages.itemId, item.id));
    const [first, second] = gallery.sort((a, b) => a.position - b.position);
    const mainKey = async () =>
      (await t.db.select().from(items).where(eq(items.id, item.id)))[0]!.imageKey;
    expect(await mainKey()).toBe(first!.imageKey);

    await t.app.services.items.removeImage(moderator.user, item.id, first!.id);
    expect(await mainKey()).toBe(second!.imageKey);
    expect(fs.existsSync(fileOf(first!.imageKey))).toBe(false);
    expect(await uploadKeysOf(moderator.user.id)).toEqual([second!.imageKey]);
    await expect(
      t.app.services.items.removeImage(moderator.user, item.id, first!.id),
    ).rejects.toMatchObject({ status: 404 });

    await t.app.services.items.delete(moderator.user, item.id);
    expect(fs.existsSync(fileOf(second!.imageKey))).toBe(false);
    expect(await uploadKeysOf(moderator.user.id)).toEqual([]);
  });
});
