import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, WardrobeItem } from '@shop/contract';
import { uploads, wardrobeItems, wardrobeWears } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../test/app';
import {
  addPhoto,
  blankPhoto,
  flatLay,
  listOf,
  multipart,
  ownPiece,
  uploadBytes,
  worn,
} from '../../test/wardrobe';

const t = await buildTestApp();
afterAll(() => t.close());

describe('own garments by photo', () => {
  it('cuts the garment out, keeps it private behind a short-lived signed address', async () => {
    const shopper = await asUser(t);
    const piece = await ownPiece(shopper);
    expect(piece).toMatchObject({ source: 'photo', item_id: null, times_worn: 0 });
    expect(piece.colors[0]).toBe('тёмно-синий');
    const url = new URL(piece.image_url!, 'http://shop.test');
    expect(url.pathname).toMatch(/^\/media\/private\/wardrobe\//);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).hasAlpha).toBe(true);
    const unsigned = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(400);
    const [upload] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, url.pathname.slice('/media/'.length)));
    expect(upload).toMatchObject({ kind: 'wardrobe', ownerId: shopper.user.id });
  });

  it('turns a sideways phone photo upright before cutting it out', async () => {
    const shopper = await asUser(t);
    // Upright, the garment is 120 wide and 300 tall; the camera stored it lying on its side.
    const response = await addPhoto(shopper, await flatLay(120, 300, { sideways: true }));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(wardrobeItems)
      .where(eq(wardrobeItems.id, (response.json() as WardrobeItem).id));
    const cut = await sharp(await t.app.services.media.read(row!.imageKey!)).metadata();
    expect(cut.height).toBeGreaterThan(cut.width * 2);
  });

  it('refuses a photo with no garment (422), and keeps nothing', async () => {
    const shopper = await asUser(t);
    const response = await addPhoto(shopper, await blankPhoto());
    expect(response.statusCode).toBe(422);
    expect((response.json() as ErrorEnvelope).code).toBe('NO_GARMENT_FOUND');
    expect((await listOf(shopper)).items).toEqual([]);
    expect(await uploadBytes(t, shopper.user.id)).toBe(0);
  });

  it('refuses what is not an image with 415, as every upload', async () => {
    const shopper = await asUser(t);
    const response = await addPhoto(shopper, 'not a picture at all', { 'x-test': '1' });
    expect(response.statusCode).toBe(415);
    expect((await listOf(shopper)).items).toEqual([]);
  });

  it('answers a retried photo with the same Idempotency-Key with the piece it made', async () => {
    const shopper = await asUser(t);
    const photo = await flatLay();
    const key = randomUUID();
    const first = await addPhoto(shopper, photo, { 'idempotency-key': key });
    const again = await addPhoto(shopper, photo, { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect((again.json() as WardrobeItem).id).toBe((first.json() as WardrobeItem).id);
    const other = await addPhoto(shopper, await flatLay(220, 320), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect((await listOf(shopper)).items).toHaveLength(1);
  });

  it('deletes a piece with its wears and its file', async () => {
    const shopper = await asUser(t);
    const piece = await ownPiece(shopper);
    await worn(shopper, piece.id);
    const [row] = await t.db.select().from(wardrobeItems).where(eq(wardrobeItems.id, piece.id));
    const gone = await shopper.inject({ method: 'DELETE', url: `/api/wardrobe/items/${piece.id}` });
    expect(gone.statusCode).toBe(200);
    await expect(t.app.services.media.read(row!.imageKey!)).rejects.toThrow();
    expect(await uploadBytes(t, shopper.user.id)).toBe(0);
    const wears = await t.db
      .select()
      .from(wardrobeWears)
      .where(eq(wardrobeWears.wardrobeItemId, piece.id));
    expect(wears).toEqual([]);
  });
});

describe('the quota', () => {
  let small: TestApp | undefined;
  afterAll(() => small?.close());

  it('refuses a photo past the account’s quota with 413 and keeps nothing', async () => {
    small = await buildTestApp({ UPLOAD_QUOTA_MB: '0.00001' });
    const shopper = await asUser(small);
    const body = multipart(await flatLay(400, 500));
    const response = await shopper.inject({
      method: 'POST',
      url: '/api/wardrobe/items',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(413);
    expect(await small.db.select().from(wardrobeItems)).toEqual([]);
    expect(await small.db.select().from(uploads)).toEqual([]);
  });
});
