import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, PhotoUploadResponse, VirtualTryonResponse } from '@shop/contract';
import { createItem } from '../../db/factories';
import { renderGarmentImage } from '../../db/seed/garment-images';
import { uploads } from '../../db/schema';
import { asUser, buildTestApp, type Caller, type TestApp } from '../../test/app';
import { startFakeTryon } from '../../test/fake-tryon';
import { fullLengthPhoto, landscapePhoto, peoplePhoto, portraitPhoto } from '../../test/photos';

/** A multipart body with one file, as the browser sends the photo. */
function filePart(data: Buffer) {
  const boundary = `----vesta${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadPhoto(t: TestApp, caller: Caller, photo: Buffer) {
  const response = await caller.inject({
    method: 'POST',
    url: '/api/profile/upload-photo',
    ...filePart(photo),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as PhotoUploadResponse).photo_url;
}

async function garment(
  t: TestApp,
  category: 'top' | 'bottom' | 'footwear',
  kind: string,
  color: string,
) {
  const webp = await renderGarmentImage({
    category,
    kind: kind as never,
    color: color as never,
    seed: 5,
    view: 'front',
  });
  const image = await t.app.services.media.prepareGenerated('item_image', webp, {
    width: 800,
    height: 1000,
  });
  await t.app.services.media.record([image], null);
  return (await createItem(t.db, { category, images: [image.key] })).item;
}

const tryOn = (caller: Caller, body: object) =>
  caller.inject({ method: 'POST', url: '/api/outfits/virtual-tryon', payload: body });

describe('local virtual try-on', () => {
  let t: TestApp;
  let items: { top: { id: number }; bottom: { id: number }; footwear: { id: number } };
  beforeAll(async () => {
    t = await buildTestApp();
    items = {
      top: await garment(t, 'top', 'shirt', 'синий'),
      bottom: await garment(t, 'bottom', 'jeans', 'чёрный'),
      footwear: await garment(t, 'footwear', 'sneakers', 'белый'),
    };
  });
  afterAll(() => t.close());

  it('dresses a full-length photo and keeps the result private to its owner', async () => {
    const shopper = await asUser(t);
    const photo = await uploadPhoto(t, shopper, await fullLengthPhoto());
    const response = await tryOn(shopper, {
      human_image_url: photo,
      outfit_items: [
        { id: items.top.id, name: 'Рубашка', category: 'top' },
        { id: items.bottom.id },
        { id: items.footwear.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as VirtualTryonResponse;
    expect(body).toMatchObject({
      success: true,
      message: 'Виртуальная примерка готова',
      state: 'done',
      progress: 100,
    });
    expect(body.result_image_url).toMatch(/^\/media\/private\/tryon\/[0-9a-f]{32}\.webp\?expires=/);

    // A new picture made from the photo: the photo's size, but not the photo's pixels.
    const result = await t.app.inject({ method: 'GET', url: body.result_image_url! });
    expect(result.statusCode).toBe(200);
    const small = (b: Buffer) =>
      sharp(b).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const before = await small(await fullLengthPhoto());
    const after = await small(result.rawPayload);
    const changed =
      [...after].filter((v, i) => Math.abs(v - before[i]!) > 40).length / after.length;
    expect(changed).toBeGreaterThan(0.05);
    // The blue shirt is on it: many more clearly blue pixels than on the photo.
    const blueShare = async (picture: Buffer) => {
      const { data } = await sharp(picture)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let blue = 0;
      for (let i = 0; i < data.length; i += 3)
        if (data[i + 2]! > data[i]! + 30 && data[i + 2]! > data[i + 1]! + 10) blue++;
      return blue / (data.length / 3);
    };
    expect(
      (await blueShare(result.rawPayload)) - (await blueShare(await fullLengthPhoto())),
    ).toBeGreaterThan(0.03);

    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, shopper.user.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['photo', 'tryon']);
    // The job can be read again by its owner only.
    const again = await shopper.inject({
      method: 'GET',
      url: `/api/outfits/virtual-tryon/${body.job_id}`,
    });
    expect(again.json()).toMatchObject({ success: true, state: 'done' });
    const other = await asUser(t);
    expect(
      (await other.inject({ method: 'GET', url: `/api/outfits/virtual-tryon/${body.job_id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('dresses a waist-up photo in its top and says the rest is not on the photo', async () => {
    const shopper = await asUser(t);
    const photo = await uploadPhoto(t, shopper, await peoplePhoto('portrait', 640));
    const response = await tryOn(shopper, {
      human_image_url: photo,
      outfit_items: [{ id: items.top.id }, { id: items.bottom.id }, { id: items.footwear.id }],
    });
    expect(response.json()).toMatchObject({
      success: true,
      state: 'done',
      message:
        'Виртуальная примерка готова. Низ и обувь не видны на фото — примерен только верх',
    });
  });

  it('fails honestly on a photo without a person or without the legs trousers need', async () => {
    const shopper = await asUser(t);
    const outcomes = [
      [await landscapePhoto(), 'Не удалось найти человека на фото'],
      [
        await portraitPhoto(),
        'Низ и обувь не видны на фото — загрузите фото, где видно всю фигуру',
      ],
    ] as const;
    for (const [photo, message] of outcomes) {
      const address = await uploadPhoto(t, shopper, photo);
      const response = await tryOn(shopper, {
        human_image_url: address,
        outfit_items: [{ id: items.bottom.id }, { id: items.footwear.id }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: false,
        result_image_url: null,
        state: 'error',
        message,
      });
    }
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, shopper.user.id));
    expect(rows.map((r) => r.kind)).toEqual(['photo', 'photo']);
  });

  it('uses only the caller’s own uploaded photo, and never fetches an address', async () => {
    const owner = await asUser(t);
    const thief = await asUser(t);
    const theirs = await uploadPhoto(t, owner, await fullLengthPhoto(512));
    const { image } = await t.app.services.media.storeImage(
      'avatar',
      thief.user.id,
      await fullLengthPhoto(256),
      async () => undefined,
    );
    for (const address of [
      theirs,
      'https://example.com/me.jpg',
      'http://127.0.0.1:1/private.jpg',
      t.app.services.media.url(image.key)!, // an upload of theirs, but not a photo
      '/media/private/photos/../../jwt-secret',
    ]) {
      const response = await tryOn(thief, {
        human_image_url: address,
        outfit_items: [{ id: items.top.id }],
      });
      expect(response.statusCode, address).toBe(400);
      expect((response.json() as ErrorEnvelope).details?.fields?.[0]?.path).toBe('human_image_url');
    }
    const mine = await uploadPhoto(t, thief, await fullLengthPhoto(512));
    expect((await tryOn(thief, { human_image_url: mine, outfit_items: [] })).statusCode).toBe(400);
    expect(
      (await tryOn(thief, { human_image_url: mine, outfit_items: [{ id: 999_999 }] })).statusCode,
    ).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/outfits/virtual-tryon',
      payload: { human_image_url: mine, outfit_items: [{ id: items.top.id }] },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('hosted virtual try-on', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeTryon>>;
  let shopper: Caller;
  let photo: string;
  let items: { top: { id: number }; bottom: { id: number }; footwear: { id: number } };
  beforeAll(async () => {
    fake = await startFakeTryon({ apiKey: 'test-key' });
    t = await buildTestApp({
      TRYON_PROVIDER: 'remote',
      TRYON_API_URL: fake.url,
      TRYON_API_KEY: 'test-key',
      TRYON_POLL_MS: '10',
      TRYON_TIMEOUT_MS: '500',
    });
    items = {
      top: await garment(t, 'top', 'tshirt', 'красный'),
      bottom: await garment(t, 'bottom', 'trousers', 'серый'),
      footwear: await garment(t, 'footwear', 'boots', 'чёрный'),
    };
    shopper = await asUser(t);
    photo = await uploadPhoto(t, shopper, await fullLengthPhoto(512));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Starts a try-on (202 with a job), runs the job as the worker would, and reads it back. */
  async function runToEnd(outfitItems: { id: number }[]) {
    const started = await tryOn(shopper, { human_image_url: photo, outfit_items: outfitItems });
    expect(started.statusCode).toBe(202);
    const job = started.json() as VirtualTryonResponse;
    expect(job).toMatchObject({ success: false, state: 'pending', result_image_url: null });
    await t.app.services.tryon.run(job.job_id);
    return (
      await shopper.inject({ method: 'GET', url: `/api/outfits/virtual-tryon/${job.job_id}` })
    ).json() as VirtualTryonResponse;
  }

  it('sends the photo and each wearable garment, then stores the re-encoded result privately', async () => {
    fake.setBehaviour('success');
    fake.requests.length = 0;
    const done = await runToEnd([
      { id: items.top.id },
      { id: items.bottom.id },
      { id: items.footwear.id },
    ]);
    expect(done).toMatchObject({
      success: true,
      state: 'done',
      message: 'Виртуальная примерка готова',
    });
    const runs = fake.requests.filter((r) => r.path === '/run');
    expect(runs.map((r) => r.body?.category)).toEqual(['tops', 'bottoms']);
    expect(String(runs[0]!.body?.model_image)).toMatch(/^data:image\/webp;base64,/);
    const result = await t.app.inject({ method: 'GET', url: done.result_image_url! });
    expect(result.headers['content-type']).toBe('image/webp');
  });

  it('says why when the service fails, stalls, answers nonsense or points elsewhere', async () => {
    const cases = [
      ['failure', 'Сервис примерки не смог обработать фото: no person detected'],
      ['never-done', 'Сервис примерки не успел за отведённое время.'],
      ['malformed', 'Сервис примерки прислал непонятный ответ.'],
      ['foreign-result', 'Сервис примерки прислал изображение с недопустимого адреса.'],
    ] as const;
    for (const [behaviour, message] of cases) {
      fake.setBehaviour(behaviour);
      const outcome = await runToEnd([{ id: items.top.id }]);
      expect(outcome, behaviour).toMatchObject({
        success: false,
        state: 'error',
        message,
        result_image_url: null,
      });
    }
    const only = await runToEnd([{ id: items.footwear.id }]);
    expect(only.message).toBe(
      'Сервис примерки умеет примерять только верх и низ: добавьте их в образ.',
    );
    const kinds = (
      await t.db.select().from(uploads).where(eq(uploads.ownerId, shopper.user.id))
    ).map((r) => r.kind);
    expect(kinds.filter((k) => k === 'tryon')).toHaveLength(1); // only the successful one
  });
});
