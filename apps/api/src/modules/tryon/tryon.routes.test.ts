import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ErrorEnvelope,
  Outfit,
  PhotoUploadResponse,
  VirtualTryonResponse,
} from '@shop/contract';
import { ConfigError, parseEnv } from '../../config/env';
import { createItem } from '../../db/factories';
import { renderGarmentImage } from '../../db/seed/garment-images';
import { uploads } from '../../db/schema';
import { asUser, buildTestApp, type Caller, type TestApp } from '../../test/app';
import { startFakeReplicate } from '../../test/fake-replicate';
import { decodeDataUrl } from '../../test/fake-service';
import { startFakeTryon } from '../../test/fake-tryon';
import { fullLengthPhoto, kneeUpPhoto, landscapePhoto, portraitPhoto } from '../../test/photos';

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
  await t.app.services.media.record([image], null, t.db);
  return (await createItem(t.db, { category, images: [image.key] })).item;
}

const tryOn = (caller: Caller, body: object) =>
  caller.inject({ method: 'POST', url: '/api/outfits/virtual-tryon', payload: body });

const readJob = async (caller: Caller, jobId: string) =>
  (
    await caller.inject({ method: 'GET', url: `/api/outfits/virtual-tryon/${jobId}` })
  ).json() as VirtualTryonResponse;

/** An app with a hosted provider (`env`), a top, a bottom and boots, and a shopper with a photo. */
async function hostedShop(env: Record<string, string>) {
  const t = await buildTestApp({ TRYON_POLL_MS: '10', ...env });
  const items = {
    top: await garment(t, 'top', 'tshirt', 'красный'),
    bottom: await garment(t, 'bottom', 'trousers', 'серый'),
    footwear: await garment(t, 'footwear', 'boots', 'чёрный'),
  };
  const shopper = await asUser(t);
  const photo = await uploadPhoto(t, shopper, await fullLengthPhoto(512));
  return { t, items, shopper, photo };
}

type HostedShop = Awaited<ReturnType<typeof hostedShop>>;

/** Starts a hosted try-on (202 with a job to poll); the job is left for the worker. */
async function startHostedJob(caller: Caller, photo: string, outfitItems: { id: number }[]) {
  const started = await tryOn(caller, { human_image_url: photo, outfit_items: outfitItems });
  expect(started.statusCode).toBe(202);
  const job = started.json() as VirtualTryonResponse;
  expect(job).toMatchObject({ success: false, state: 'pending', result_image_url: null });
  return job;
}

/** Starts a hosted try-on, runs the job as the worker would, and reads it back. */
async function runHostedJob(
  t: TestApp,
  caller: Caller,
  photo: string,
  outfitItems: { id: number }[],
) {
  const job = await startHostedJob(caller, photo, outfitItems);
  await t.app.services.tryon.run(job.job_id);
  return readJob(caller, job.job_id);
}

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
      messages: [{ code: 'ready' }],
      state: 'done',
      progress: 100,
      rendering: 'photo_sketch',
      figure_reason: null,
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

  it('dresses a photo cut off below the knees and says the shoes are not on the photo', async () => {
    const shopper = await asUser(t);
    const photo = await uploadPhoto(t, shopper, await kneeUpPhoto(640));
    const response = await tryOn(shopper, {
      human_image_url: photo,
      outfit_items: [{ id: items.top.id }, { id: items.bottom.id }, { id: items.footwear.id }],
    });
    expect(response.json()).toMatchObject({
      success: true,
      state: 'done',
      messages: [
        { code: 'ready' },
        { code: 'slots_unseen', unseen: ['footwear'], fitted: ['bottom', 'top'] },
      ],
    });
  });

  it('tries the outfit on without a garment whose picture is not in the store, and says so', async () => {
    // Its row names a picture the store never had (a database restored without its uploads).
    const lost = (await createItem(t.db, { category: 'top', images: ['items/lost-picture.webp'] }))
      .item;
    const shopper = await asUser(t);
    const photo = await uploadPhoto(t, shopper, await fullLengthPhoto());
    const response = await tryOn(shopper, {
      human_image_url: photo,
      outfit_items: [{ id: lost.id }, { id: items.bottom.id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      state: 'done',
      messages: [{ code: 'ready' }, { code: 'pictures_missing', slots: ['top'] }],
    });

    const alone = await tryOn(shopper, { human_image_url: photo, outfit_items: [{ id: lost.id }] });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({
      success: false,
      state: 'error',
      messages: [{ code: 'no_pictures' }],
    });
  });

  it('fails honestly on a photo without a person, and keeps nothing', async () => {
    const shopper = await asUser(t);
    const address = await uploadPhoto(t, shopper, await landscapePhoto());
    const response = await tryOn(shopper, {
      human_image_url: address,
      outfit_items: [{ id: items.bottom.id }, { id: items.footwear.id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      result_image_url: null,
      state: 'error',
      messages: [{ code: 'no_person' }],
    });
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, shopper.user.id));
    expect(rows.map((r) => r.kind)).toEqual(['photo']);
  });

  it('shows on the shopper’s figure what a photo cannot show, and the figure when asked', async () => {
    const shopper = await asUser(t);
    const portrait = await uploadPhoto(t, shopper, await portraitPhoto());
    const unseen = await tryOn(shopper, {
      human_image_url: portrait,
      outfit_items: [{ id: items.bottom.id }, { id: items.footwear.id }],
    });
    expect(unseen.json()).toMatchObject({
      success: true,
      rendering: 'figure',
      figure_reason: 'unseen',
      messages: [{ code: 'ready' }, { code: 'figure', reason: 'unseen' }],
    });
    const full = await uploadPhoto(t, shopper, await fullLengthPhoto());
    const asked = await tryOn(shopper, {
      human_image_url: full,
      outfit_items: [{ id: items.top.id }, { id: items.bottom.id }],
      rendering: 'figure',
    });
    const body = asked.json() as VirtualTryonResponse;
    expect(body).toMatchObject({ success: true, rendering: 'figure', figure_reason: 'asked' });
    // The figure is its own picture, private like every try-on: a mannequin's tall frame.
    const picture = await t.app.inject({ method: 'GET', url: body.result_image_url! });
    const { height, width } = await sharp(picture.rawPayload).metadata();
    expect(height!).toBeGreaterThan(width! * 1.5);
    expect(
      (
        await (
          await asUser(t)
        ).inject({ method: 'GET', url: `/api/outfits/virtual-tryon/${body.job_id}` })
      ).statusCode,
    ).toBe(404);
    // Saved with an outfit, the picture keeps saying what it is; nobody else learns it.
    const outfit = await shopper.inject({
      method: 'POST',
      url: '/api/outfits/',
      payload: {
        name: 'Образ на фигуре',
        style: 'Повседневный',
        top_ids: [items.top.id],
        bottom_ids: [items.bottom.id],
        tryon_image_url: body.result_image_url,
      },
    });
    expect(outfit.statusCode, outfit.body).toBe(201);
    expect(outfit.json()).toMatchObject({ tryon_rendering: 'figure', tryon_is_stale: false });
    const seen = await (
      await asUser(t)
    ).inject({ method: 'GET', url: `/api/outfits/${(outfit.json() as Outfit).id}` });
    expect(seen.json()).toMatchObject({ tryon_image_url: null, tryon_rendering: null });
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
    ({ t, shopper, photo, items } = await hostedShop({
      TRYON_PROVIDER: 'remote',
      TRYON_API_URL: fake.url,
      TRYON_API_KEY: 'test-key',
      TRYON_TIMEOUT_MS: '500',
    }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const runToEnd = (outfitItems: { id: number }[]) => runHostedJob(t, shopper, photo, outfitItems);

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
      messages: [{ code: 'ready' }],
      rendering: 'hosted_photo',
    });
    const runs = fake.requests.filter((r) => r.path === '/run');
    expect(runs.map((r) => r.body?.category)).toEqual(['tops', 'bottoms']);
    expect(String(runs[0]!.body?.model_image)).toMatch(/^data:image\/webp;base64,/);
    const result = await t.app.inject({ method: 'GET', url: done.result_image_url! });
    expect(result.headers['content-type']).toBe('image/webp');
  });

  it('says why when the service fails, stalls, answers nonsense or points elsewhere', async () => {
    const cases = [
      ['failure', { code: 'hosted_refused', detail: 'no person detected' }],
      ['never-done', { code: 'hosted_timeout' }],
      ['malformed', { code: 'hosted_garbled' }],
      ['foreign-result', { code: 'hosted_foreign_result' }],
    ] as const;
    for (const [behaviour, message] of cases) {
      fake.setBehaviour(behaviour);
      const outcome = await runToEnd([{ id: items.top.id }]);
      expect(outcome, behaviour).toMatchObject({
        success: false,
        state: 'error',
        messages: [message],
        result_image_url: null,
      });
    }
    const only = await runToEnd([{ id: items.footwear.id }]);
    expect(only.messages).toEqual([{ code: 'hosted_only_top_and_bottom' }]);
    const kinds = (
      await t.db.select().from(uploads).where(eq(uploads.ownerId, shopper.user.id))
    ).map((r) => r.kind);
    expect(kinds.filter((k) => k === 'tryon')).toHaveLength(1); // only the successful one
  });
});

describe('virtual try-on on Replicate', () => {
  const TOKEN = 'r8_test_token';
  const VERSION = `vesta/idm-vton:${'c0ffee'.padEnd(64, '0')}`;
  let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
  let shop: HostedShop;
  beforeAll(async () => {
    fake = await startFakeReplicate({ token: TOKEN, version: VERSION });
    shop = await hostedShop({
      TRYON_PROVIDER: 'replicate',
      REPLICATE_API_URL: fake.url,
      REPLICATE_API_TOKEN: TOKEN,
      REPLICATE_MODEL_VERSION: VERSION,
      TRYON_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await shop.t.close();
    await fake.close();
  });

  const fresh = (behaviour: Parameters<typeof fake.setBehaviour>[0]) => {
    fake.setBehaviour(behaviour);
    fake.hold(null);
    fake.predictions.length = 0;
    fake.requests.length = 0;
  };
  const runToEnd = (outfitItems: { id: number }[]) =>
    runHostedJob(shop.t, shop.shopper, shop.photo, outfitItems);

  it('chains top then bottom, each on the previous result, reporting progress, and keeps a photo', async () => {
    fresh('success');
    fake.hold(1); // the bottom's prediction waits until the test has looked at the progress
    const job = await startHostedJob(shop.shopper, shop.photo, [
      { id: shop.items.footwear.id },
      { id: shop.items.top.id },
      { id: shop.items.bottom.id },
    ]);
    expect(job).toMatchObject({ progress: 0, rendering: 'hosted_photo' });
    const running = shop.t.app.services.tryon.run(job.job_id);
    await vi.waitFor(() => expect(fake.predictions).toHaveLength(2), { timeout: 5000 });
    expect(await readJob(shop.shopper, job.job_id)).toMatchObject({
      state: 'running',
      progress: 45,
      success: false,
      result_image_url: null,
    });
    fake.hold(null);
    await running;
    const done = await readJob(shop.shopper, job.job_id);
    expect(done).toMatchObject({
      success: true,
      state: 'done',
      progress: 100,
      rendering: 'hosted_photo',
      messages: [{ code: 'ready' }],
    });

    // Footwear is not IDM-VTON's: two predictions, in the shopper's order.
    const [first, second] = fake.predictions;
    expect(fake.predictions.map((p) => p.input.category)).toEqual(['upper_body', 'lower_body']);
    expect(String(first!.input.human_img)).toMatch(/^data:image\/webp;base64,/);
    expect(first!.input.garment_des).toEqual(expect.any(String));
    // The second garment goes onto the first one's output, byte for byte.
    expect(decodeDataUrl(second!.input.human_img)).toEqual(first!.result);
    expect(second!.result).toBeDefined();
    expect(fake.predictions.some((p) => p.canceled)).toBe(false);
    // Every call to the API carried the token; only the delivery host is read without it.
    const apiCalls = fake.requests.filter((r) => r.path.startsWith('/v1/'));
    expect(apiCalls.length).toBeGreaterThanOrEqual(4);
    expect(apiCalls.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(apiCalls.filter((r) => r.method === 'POST').map((r) => r.body?.version)).toEqual([
      VERSION,
      VERSION,
    ]);

    const result = await shop.t.app.inject({ method: 'GET', url: done.result_image_url! });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/webp');
  });

  it('surfaces a failed prediction’s reason, and cancels what it gives up on', async () => {
    fresh('failure');
    expect(await runToEnd([{ id: shop.items.top.id }])).toMatchObject({
      success: false,
      state: 'error',
      result_image_url: null,
      rendering: 'hosted_photo',
      messages: [{ code: 'hosted_refused', detail: 'No person detected in human_img' }],
    });
    // A prediction that failed by itself is over: nothing to cancel.
    expect(fake.requests.filter((r) => r.path.endsWith('/cancel'))).toEqual([]);

    for (const [behaviour, message] of [
      ['never-done', { code: 'hosted_timeout' }],
      ['malformed', { code: 'hosted_garbled' }],
    ] as const) {
      fresh(behaviour);
      const outcome = await runToEnd([{ id: shop.items.top.id }, { id: shop.items.bottom.id }]);
      expect(outcome, behaviour).toMatchObject({
        success: false,
        state: 'error',
        messages: [message],
      });
      // The stalled prediction was cancelled at the service, with the token; the bottom's
      // prediction was never started.
      expect(fake.predictions, behaviour).toHaveLength(1);
      expect(fake.predictions[0]!.canceled, behaviour).toBe(true);
      const cancels = fake.requests.filter((r) => r.path.endsWith('/cancel'));
      expect(cancels.map((r) => [r.method, r.path, r.authorization])).toEqual([
        ['POST', `/v1/predictions/${fake.predictions[0]!.id}/cancel`, `Bearer ${TOKEN}`],
      ]);
    }

    fresh('foreign-result');
    expect((await runToEnd([{ id: shop.items.top.id }])).messages).toEqual([
      { code: 'hosted_foreign_result' },
    ]);
    expect(fake.requests.some((r) => r.path.startsWith('/delivery/'))).toBe(false);

    fresh('success');
    expect((await runToEnd([{ id: shop.items.footwear.id }])).messages).toEqual([
      { code: 'hosted_only_top_and_bottom' },
    ]);
    expect(fake.requests).toEqual([]);
    const kinds = (
      await shop.t.db.select().from(uploads).where(eq(uploads.ownerId, shop.shopper.user.id))
    ).map((r) => r.kind);
    expect(kinds.filter((k) => k === 'tryon')).toHaveLength(1); // only the first test's
  });

  it('sends its token, and says the service refused when the token is not accepted', async () => {
    fresh('success');
    fake.setToken('r8_rotated');
    try {
      expect(await runToEnd([{ id: shop.items.top.id }])).toMatchObject({
        success: false,
        state: 'error',
        messages: [{ code: 'hosted_http_error', status: 401 }],
      });
    } finally {
      fake.setToken(TOKEN);
    }
    expect(fake.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v1/predictions', `Bearer ${TOKEN}`],
    ]);
  });

  it('is never called unless configured, and refuses to boot half-configured', async () => {
    fresh('success');
    const local = await buildTestApp({
      REPLICATE_API_URL: fake.url,
      REPLICATE_API_TOKEN: TOKEN,
      REPLICATE_MODEL_VERSION: VERSION,
    });
    try {
      const caller = await asUser(local);
      const own = await uploadPhoto(local, caller, await fullLengthPhoto(512));
      const top = await garment(local, 'top', 'shirt', 'синий');
      const response = await tryOn(caller, {
        human_image_url: own,
        outfit_items: [{ id: top.id }],
      });
      // The shop's own provider answers at once, and its picture is labelled what it is.
      expect(response.statusCode).toBe(200);
      expect(['photo_sketch', 'figure']).toContain(
        (response.json() as VirtualTryonResponse).rendering,
      );
      expect(fake.requests).toEqual([]);
    } finally {
      await local.close();
    }
    for (const env of [
      { TRYON_PROVIDER: 'replicate' },
      { TRYON_PROVIDER: 'replicate', REPLICATE_API_TOKEN: TOKEN },
      { TRYON_PROVIDER: 'replicate', REPLICATE_MODEL_VERSION: VERSION },
    ])
      expect(() => parseEnv(env), JSON.stringify(env)).toThrow(
        'TRYON_PROVIDER=replicate needs REPLICATE_API_TOKEN and REPLICATE_MODEL_VERSION',
      );
    expect(() =>
      parseEnv({
        TRYON_PROVIDER: 'replicate',
        REPLICATE_API_TOKEN: TOKEN,
        REPLICATE_MODEL_VERSION: 'latest',
      }),
    ).toThrow(ConfigError);
    expect(fake.requests).toEqual([]);
  });
});
