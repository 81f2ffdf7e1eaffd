import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outfitPreviewPath } from '@shop/contract';
import type {
  CartLine,
  Comment,
  ErrorEnvelope,
  Outfit,
  OutfitCartResponse,
  OutfitHistoryEntry,
} from '@shop/contract';
import { createItem, createItemComment, type CreateItemOptions } from '../../db/factories';
import { uploads } from '../../db/schema';
import { asAdmin, asUser, buildTestApp, type Caller } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

/** An item with a real stored picture (a coloured rectangle on a light backdrop). */
async function itemWithPicture(options: CreateItemOptions, colour = '#aa3344') {
  const webp = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#eeeeee' },
  })
    .composite([
      {
        input: await sharp({ create: { width: 240, height: 300, channels: 3, background: colour } })
          .png()
          .toBuffer(),
        left: 80,
        top: 100,
      },
    ])
    .webp()
    .toBuffer();
  const image = await t.app.services.media.prepareGenerated('item_image', webp, {
    width: 400,
    height: 500,
  });
  await t.app.services.media.record([image], null, t.db);
  return (await createItem(t.db, { ...options, images: [image.key] })).item;
}

let wardrobe: Awaited<ReturnType<typeof makeWardrobe>>;
async function makeWardrobe() {
  return {
    shirt: await itemWithPicture({ category: 'top', name: 'Рубашка', price: '10000.00' }),
    jeans: await itemWithPicture(
      { category: 'bottom', name: 'Джинсы', price: '20000.00' },
      '#223388',
    ),
    sneakers: (
      await createItem(t.db, {
        category: 'footwear',
        name: 'Кеды',
        price: '15000.00',
        variants: [{ stock: 0 }, { stock: 0 }],
      })
    ).item,
    bag: (
      await createItem(t.db, {
        category: 'accessory',
        name: 'Сумка',
        price: '5000.50',
        variants: [],
      })
    ).item,
    perfume: (await createItem(t.db, { category: 'fragrance', name: 'Духи', price: '30000.00' }))
      .item,
  };
}
beforeAll(async () => {
  wardrobe = await makeWardrobe();
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Городской образ',
  style: 'Повседневный',
  description: 'На каждый день',
  top_ids: [wardrobe.shirt.id],
  bottom_ids: [wardrobe.jeans.id],
  ...overrides,
});
const create = (caller: Caller, body: object) =>
  caller.inject({ method: 'POST', url: '/api/outfits/', payload: body });
const outfitCount = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outfits`)).rows[0]!.n;

describe('creating and reading outfits', () => {
  it('refuses a bad outfit with a clear error and stores nothing', async () => {
    const owner = await asUser(t);
    const before = await outfitCount();
    const cases: [object, string][] = [
      [payload({ name: '   ' }), 'name'],
      [payload({ style: '' }), 'style'],
      [payload({ style: 'Пижамный' }), 'style'],
      [payload({ top_ids: [], bottom_ids: [] }), 'items'],
      [payload({ top_ids: [999_999] }), 'top_ids'],
      [payload({ top_ids: [wardrobe.jeans.id] }), 'top_ids'],
      [
        payload({ fragrances_ids: Array.from({ length: 11 }, () => wardrobe.perfume.id) }),
        'fragrances_ids',
      ],
      [payload({ top_ids: 'abc' }), 'top_ids'],
    ];
    for (const [body, field] of cases) {
      const response = await create(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json() as ErrorEnvelope;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.fields?.map((f) => f.path).join(',')).toContain(field);
    }
    // An unknown item is named, so the form can say which one.
    const unknown = (await create(owner, payload({ top_ids: [999_999] }))).json() as ErrorEnvelope;
    expect(unknown.details?.fields).toContainEqual({
      path: 'top_ids',
      message: expect.any(String),
      reason: 'unknown_item',
      item_id: 999_999,
    });
    const guest = await t.app.inject({ method: 'POST', url: '/api/outfits/', payload: payload() });
    expect(guest.statusCode).toBe(401);
    expect(await outfitCount()).toBe(before);
  });

  it('creates an outfit and reads it back by slot with current prices and the total', async () => {
    const owner = await asUser(t);
    const response = await create(
      owner,
      payload({
        accessory_ids: [wardrobe.bag.id],
        fragrances_ids: `${wardrobe.perfume.id}`,
        footwear_ids: [String(wardrobe.sneakers.id)],
      }),
    );
    expect(response.statusCode).toBe(201);
    const outfit = response.json() as Outfit;
    expect(outfit).toMatchObject({
      name: 'Городской образ',
      style: 'Повседневный',
      description: 'На каждый день',
      owner_id: owner.user.id,
      is_public: true,
      is_favorite: false,
      can_edit: true,
      can_delete: true,
      total_price: 80000.5,
      image_url: null,
      tryon_image_url: null,
    });
    expect(outfit.top).toEqual([
      {
        id: wardrobe.shirt.id,
        name: 'Рубашка',
        brand: wardrobe.shirt.brand,
        category: 'top',
        image_url: expect.stringMatching(/^\/uploads\/items\/[0-9a-f]{32}\.webp$/),
        price: 10000,
        in_stock: true,
        sold: true,
      },
    ]);
    expect(outfit.accessory.map((i) => i.id)).toEqual([wardrobe.bag.id]);
    expect(outfit.fragrance.map((i) => i.id)).toEqual([wardrobe.perfume.id]);
    expect(outfit.footwear.map((i) => i.id)).toEqual([wardrobe.sneakers.id]);

    // A cover is queued for the background worker.
    const jobs = await t.db.execute<{ data: { outfitId: number } }>(
      sql`select data from pgboss.job where name = 'outfits.render-cover'`,
    );
    expect(jobs.rows.map((j) => j.data.outfitId)).toContain(outfit.id);

    // Another user reads it (public by default) without the rights to change it.
    const reader = await asUser(t);
    const read = (await reader.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).json();
    expect(read).toMatchObject({ id: outfit.id, can_edit: false, can_delete: false });
    // A guest reads public outfits too.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).statusCode,
    ).toBe(200);
  });

  it('keeps a private outfit to its owner and admins, and lists public ones plus one’s own', async () => {
    const owner = await asUser(t);
    const other = await asUser(t);
    const admin = await asAdmin(t);
    const hidden = (
      await create(owner, payload({ name: 'Тайный образ', is_public: false }))
    ).json() as Outfit;
    const shown = (await create(other, payload({ name: 'Открытый образ' }))).json() as Outfit;

    expect(
      (await other.inject({ method: 'GET', url: `/api/outfits/${hidden.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outfits/${hidden.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await owner.inject({ method: 'GET', url: `/api/outfits/${hidden.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await admin.inject({ method: 'GET', url: `/api/outfits/${hidden.id}` })).statusCode,
    ).toBe(200);
    for (const url of [`/api/outfits/${hidden.id}/favorite`, `/api/outfits/${hidden.id}/cart`]) {
      expect((await other.inject({ method: 'POST', url })).statusCode).toBe(404);
    }
    expect(
      (await other.inject({ method: 'GET', url: `/api/outfits/${hidden.id}/comments` })).statusCode,
    ).toBe(404);

    const ids = async (caller: Caller | null, q = '') => {
      const url = `/api/outfits/?q=${encodeURIComponent(q)}`;
      const response = caller
        ? await caller.inject({ method: 'GET', url })
        : await t.app.inject({ method: 'GET', url });
      return (response.json() as Outfit[]).map((o) => o.id);
    };
    expect(await ids(owner)).toEqual(expect.arrayContaining([hidden.id, shown.id]));
    expect(await ids(other)).not.toContain(hidden.id);
    expect(await ids(null)).not.toContain(hidden.id);
    expect(await ids(owner, 'тайн')).toEqual([hidden.id]);
    expect(await ids(owner, 'Джинсы')).toEqual(expect.arrayContaining([hidden.id, shown.id]));
    expect(await ids(owner, 'несуществующий')).toEqual([]);
    // The admin list shows everyone's outfits, private ones too; `all` means nothing to others.
    const everything = (
      await admin.inject({
        method: 'GET',
        url: '/api/outfits/?all=true&q=' + encodeURIComponent('Тайный'),
      })
    ).json() as Outfit[];
    expect(everything.map((o) => o.id)).toEqual([hidden.id]);
    const notForOthers = (
      await other.inject({ method: 'GET', url: '/api/outfits/?all=true' })
    ).json() as Outfit[];
    expect(notForOthers.map((o) => o.id)).not.toContain(hidden.id);
  });
});

describe('changing outfits', () => {
  it('lets the owner or an admin edit and delete, and refuses everyone else', async () => {
    const owner = await asUser(t);
    const stranger = await asUser(t);
    const admin = await asAdmin(t);
    const outfit = (await create(owner, payload())).json() as Outfit;
    const put = (caller: Caller, body: object) =>
      caller.inject({ method: 'PUT', url: `/api/outfits/${outfit.id}`, payload: body });

    expect((await put(stranger, payload({ name: 'Чужой' }))).statusCode).toBe(403);
    expect(
      (await stranger.inject({ method: 'DELETE', url: `/api/outfits/${outfit.id}` })).statusCode,
    ).toBe(403);

    const renamed = await put(owner, { name: 'Новое имя', style: 'Деловой' });
    expect(renamed.statusCode).toBe(200);
    // No slot lists: the items stay.
    expect(renamed.json()).toMatchObject({
      name: 'Новое имя',
      style: 'Деловой',
      description: null,
    });
    expect((renamed.json() as Outfit).top.map((i) => i.id)).toEqual([wardrobe.shirt.id]);

    const replaced = (
      await put(admin, payload({ top_ids: [], bottom_ids: [wardrobe.jeans.id] }))
    ).json() as Outfit;
    expect(replaced.top).toEqual([]);
    expect(replaced.total_price).toBe(20000);
    expect((await put(owner, payload({ top_ids: [], bottom_ids: [] }))).statusCode).toBe(400);

    expect(
      (await owner.inject({ method: 'DELETE', url: `/api/outfits/${outfit.id}` })).json(),
    ).toEqual({ ok: true });
    expect(
      (await owner.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).statusCode,
    ).toBe(404);
    const other = (await create(owner, payload())).json() as Outfit;
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/outfits/${other.id}` })).statusCode,
    ).toBe(200);
  });

  it('accepts only the caller’s own try-on picture', async () => {
    const owner = await asUser(t);
    const other = await asUser(t);
    const { image } = await t.app.services.media.storeImage(
      'tryon',
      other.user.id,
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
      async () => undefined,
    );
    const theirs = t.app.services.media.url(image.key)!;
    const refused = await create(owner, payload({ tryon_image_url: theirs }));
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).details?.fields?.[0]?.path).toBe('tryon_image_url');

    const accepted = (await create(other, payload({ tryon_image_url: theirs }))).json() as Outfit;
    expect(accepted.tryon_image_url).toMatch(/^\/media\/private\/tryon\//);
    // Nobody else sees the personal picture, even on a public outfit.
    const seen = (
      await owner.inject({ method: 'GET', url: `/api/outfits/${accepted.id}` })
    ).json() as Outfit;
    expect(seen.tryon_image_url).toBeNull();
    expect(seen.tryon_is_stale).toBe(false);
  });
});

describe('a try-on made for another set of items', () => {
  /** A try-on result of the caller's own, as the try-on answers it. */
  async function ownTryon(caller: Caller) {
    const { image } = await t.app.services.media.storeImage(
      'tryon',
      caller.user.id,
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#777' } })
        .png()
        .toBuffer(),
      async () => undefined,
    );
    return t.app.services.media.url(image.key)!;
  }
  const read = async (caller: Caller, id: number) =>
    (await caller.inject({ method: 'GET', url: `/api/outfits/${id}` })).json() as Outfit;
  const put = async (caller: Caller, id: number, body: object) => {
    const response = await caller.inject({
      method: 'PUT',
      url: `/api/outfits/${id}`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Outfit;
  };

  it('is flagged once the items change, and fresh again with a new try-on or the same items', async () => {
    const owner = await asUser(t);
    const created = (
      await create(owner, payload({ tryon_image_url: await ownTryon(owner) }))
    ).json() as Outfit;
    expect(created.tryon_image_url).toMatch(/^\/media\/private\/tryon\//);
    expect(created.tryon_is_stale).toBe(false);

    // Only the name changes: the picture still shows the outfit's items.
    expect((await put(owner, created.id, payload({ name: 'Другое имя' }))).tryon_is_stale).toBe(
      false,
    );
    // The same items in another order are the same set.
    expect(
      (
        await put(
          owner,
          created.id,
          payload({ bottom_ids: [wardrobe.jeans.id], top_ids: [wardrobe.shirt.id] }),
        )
      ).tryon_is_stale,
    ).toBe(false);

    // Another set: the picture is kept but flagged, on every later read.
    const changed = await put(
      owner,
      created.id,
      payload({ bottom_ids: [], footwear_ids: [wardrobe.sneakers.id] }),
    );
    expect(changed.tryon_image_url).toMatch(/^\/media\/private\/tryon\//);
    expect(changed.tryon_is_stale).toBe(true);
    expect((await read(owner, created.id)).tryon_is_stale).toBe(true);

    // Back to the items it was made with: fresh again.
    expect((await put(owner, created.id, payload())).tryon_is_stale).toBe(false);

    // A new try-on sent with the change is made for the new set.
    const renewed = await put(
      owner,
      created.id,
      payload({
        bottom_ids: [],
        accessories_ids: [wardrobe.bag.id],
        tryon_image_url: await ownTryon(owner),
      }),
    );
    expect(renewed.tryon_is_stale).toBe(false);
    // A new try-on sent without items is made for the items the outfit holds.
    await put(owner, created.id, payload({ bottom_ids: [] }));
    const {
      top_ids: _top,
      bottom_ids: _bottom,
      ...withoutItems
    } = payload({
      tryon_image_url: await ownTryon(owner),
    });
    expect((await put(owner, created.id, withoutItems)).tryon_is_stale).toBe(false);

    // Removing the picture leaves nothing to flag.
    const cleared = await put(owner, created.id, payload({ tryon_image_url: null }));
    expect(cleared).toMatchObject({ tryon_image_url: null, tryon_is_stale: false });
  });

  it('is flagged when an item of the outfit leaves the catalogue', async () => {
    const owner = await asUser(t);
    const doomed = (await createItem(t.db, { category: 'top', name: 'Временная' })).item;
    const outfit = (
      await create(
        owner,
        payload({
          top_ids: [wardrobe.shirt.id, doomed.id],
          tryon_image_url: await ownTryon(owner),
        }),
      )
    ).json() as Outfit;
    expect(outfit.tryon_is_stale).toBe(false);
    await t.db.execute(sql`delete from items where id = ${doomed.id}`);
    expect((await read(owner, outfit.id)).tryon_is_stale).toBe(true);
  });
});

describe('GET /api/outfits/available-items', () => {
  it('answers which of the ids still name an item, in the order asked', async () => {
    const user = await asUser(t);
    const response = await user.inject({
      method: 'GET',
      url: `/api/outfits/available-items?ids=${wardrobe.jeans.id},999999,${wardrobe.shirt.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ids: [wardrobe.jeans.id, wardrobe.shirt.id] });
    const bad = await user.inject({ method: 'GET', url: '/api/outfits/available-items?ids=abc' });
    expect(bad.statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'GET', url: '/api/outfits/available-items?ids=1' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the cover', () => {
  it('is the drawing the builder previews for the same items, open to guests and cached', async () => {
    const owner = await asUser(t);
    const outfit = (await create(owner, payload())).json() as Outfit;
    await t.app.services.outfits.renderCover(outfit.id);
    const cover = (
      (await owner.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).json() as Outfit
    ).image_url!;
    const saved = fs.readFileSync(path.join(t.config.uploadsDir, cover.replace('/uploads/', '')));

    const url = outfitPreviewPath([wardrobe.jeans.id, wardrobe.shirt.id]);
    const preview = await t.app.inject({ method: 'GET', url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.rawPayload.equals(saved)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(preview.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // Items without pictures (or no items at all) leave the mannequin bare rather than failing.
    const bare = await t.app.inject({ method: 'GET', url: outfitPreviewPath([999_999]) });
    expect(bare.statusCode).toBe(200);
    expect((await sharp(bare.rawPayload).metadata()).format).toBe('webp');
    expect(bare.rawPayload.equals(preview.rawPayload)).toBe(false);

    const bad = await t.app.inject({ method: 'GET', url: '/api/outfits/preview?items=1,x' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorEnvelope).code).toBe('VALIDATION_FAILED');
  });

  it('is drawn from the items’ pictures, replaced when the items change, and goes with the outfit', async () => {
    const owner = await asUser(t);
    const outfit = (await create(owner, payload())).json() as Outfit;
    await t.app.services.outfits.renderCover(outfit.id);
    const first = (
      (await owner.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).json() as Outfit
    ).image_url!;
    expect(first).toMatch(/^\/uploads\/outfits\/[0-9a-f]{32}\.webp$/);
    const file = (url: string) => path.join(t.config.uploadsDir, url.replace('/uploads/', ''));
    const meta = await sharp(file(first)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 1200]);

    await owner.inject({
      method: 'PUT',
      url: `/api/outfits/${outfit.id}`,
      payload: payload({ top_ids: [] }),
    });
    await t.app.services.outfits.renderCover(outfit.id);
    const second = (
      (await owner.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })).json() as Outfit
    ).image_url!;
    expect(second).not.toBe(first);
    expect(fs.existsSync(file(first))).toBe(false);
    const covers = await t.db.select().from(uploads).where(eq(uploads.ownerId, owner.user.id));
    expect(covers.map((c) => c.storageKey)).toEqual([second.replace('/uploads/', '')]);

    await owner.inject({ method: 'DELETE', url: `/api/outfits/${outfit.id}` });
    expect(fs.existsSync(file(second))).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, owner.user.id))).toEqual([]);
  });

  it('is not overwritten by a drawing of a version that changed meanwhile', async () => {
    const owner = await asUser(t);
    const outfit = (await create(owner, payload())).json() as Outfit;
    const drawnBefore = await t.db.select().from(uploads).where(eq(uploads.kind, 'outfit_image'));
    // Another writer changes the outfit and holds its row while the drawing runs.
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update outfits set updated_at = clock_timestamp() where id = $1`, [
        outfit.id,
      ]);
      const drawing = t.app.services.outfits.renderCover(outfit.id);
      // Wait until the drawing read the old version and waits for this transaction's row, then
      // commit (only waits on this transaction: other test files share the server).
      for (let i = 0; i < 500; i++) {
        const waiting = await other.query(
          `select 1 from pg_locks where not granted and locktype = 'transactionid'
             and transactionid = pg_current_xact_id()::text::xid`,
        );
        if (waiting.rowCount) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await other.query('commit');
      await drawing;
    } finally {
      await other.end();
    }
    const read = (
      await owner.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })
    ).json() as Outfit;
    expect(read.image_url).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.kind, 'outfit_image'))).toEqual(
      drawnBefore,
    );
  });
});

describe('favourites, history, cart and reviews of outfits', () => {
  it('toggles a favourite and lists favourite and viewed outfits', async () => {
    const owner = await asUser(t);
    const fan = await asUser(t);
    const outfit = (await create(owner, payload())).json() as Outfit;

    const on = await fan.inject({ method: 'POST', url: `/api/outfits/${outfit.id}/favorite` });
    expect(on.json()).toEqual({ outfit_id: outfit.id, is_favorite: true });
    const favourites = (
      await fan.inject({ method: 'GET', url: '/api/outfits/favorites' })
    ).json() as Outfit[];
    expect(favourites.map((o) => [o.id, o.is_favorite, o.favorites_count])).toEqual([
      [outfit.id, true, 1],
    ]);
    const off = await fan.inject({ method: 'POST', url: `/api/outfits/${outfit.id}/favorite` });
    expect(off.json()).toEqual({ outfit_id: outfit.id, is_favorite: false });
    expect((await fan.inject({ method: 'GET', url: '/api/outfits/favorites' })).json()).toEqual([]);

    const second = (await create(owner, payload({ name: 'Второй' }))).json() as Outfit;
    for (const id of [outfit.id, second.id, outfit.id])
      await fan.inject({ method: 'GET', url: `/api/outfits/${id}` });
    const history = (
      await fan.inject({ method: 'GET', url: '/api/outfits/history' })
    ).json() as OutfitHistoryEntry[];
    expect(history.map((h) => h.id)).toEqual([outfit.id, second.id]);
    expect(history[0]!.viewed_at).toEqual(expect.any(String));
    await fan.inject({ method: 'DELETE', url: '/api/outfits/history' });
    expect((await fan.inject({ method: 'GET', url: '/api/outfits/history' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/outfits/history' })).statusCode).toBe(
      401,
    );
  });

  it('puts one of each item into the cart and says which could not be added', async () => {
    const owner = await asUser(t);
    const outfit = (
      await create(
        owner,
        payload({
          footwear_ids: [wardrobe.sneakers.id],
          accessories_ids: [wardrobe.bag.id],
          fragrances_ids: [wardrobe.perfume.id],
        }),
      )
    ).json() as Outfit;
    const shopper = await asUser(t);
    const response = await shopper.inject({
      method: 'POST',
      url: `/api/outfits/${outfit.id}/cart`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as OutfitCartResponse;
    expect(body.added.map((a) => a.item_id).sort()).toEqual(
      [wardrobe.shirt.id, wardrobe.jeans.id, wardrobe.perfume.id].sort(),
    );
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { item_id: wardrobe.sneakers.id, name: 'Кеды', reason: 'out_of_stock' },
        { item_id: wardrobe.bag.id, name: 'Сумка', reason: 'no_variant' },
      ]),
    );
    expect(body.cart.map((l: CartLine) => l.quantity)).toEqual([1, 1, 1]);
    // Again: quantities grow by one, never past the stock (10 in the factories).
    const again = (
      await shopper.inject({ method: 'POST', url: `/api/outfits/${outfit.id}/cart` })
    ).json() as OutfitCartResponse;
    expect(again.cart.map((l) => l.quantity)).toEqual([2, 2, 2]);
  });

  it('has reviews with ratings and likes; authors and admins delete them', async () => {
    const owner = await asUser(t);
    const author = await asUser(t);
    const admin = await asAdmin(t);
    const outfit = (await create(owner, payload())).json() as Outfit;
    const url = `/api/outfits/${outfit.id}/comments`;
    const review = (
      await author.inject({ method: 'POST', url, payload: { content: 'Стильно!', rating: 4 } })
    ).json() as Comment;
    expect(review).toMatchObject({ content: 'Стильно!', rating: 4, can_delete: true });
    expect(
      (await owner.inject({ method: 'POST', url, payload: { content: '  ' } })).statusCode,
    ).toBe(400);

    const like = await owner.inject({ method: 'POST', url: `${url}/${review.id}/like` });
    expect(like.json()).toEqual({ comment_id: review.id, liked: true, likes: 1 });
    const read = (
      await owner.inject({ method: 'GET', url: `/api/outfits/${outfit.id}` })
    ).json() as Outfit;
    expect([read.rating_avg, read.rating_count]).toEqual([4, 1]);

    expect((await owner.inject({ method: 'DELETE', url: `${url}/${review.id}` })).statusCode).toBe(
      403,
    );
    expect((await admin.inject({ method: 'DELETE', url: `${url}/${review.id}` })).statusCode).toBe(
      200,
    );
    expect((await owner.inject({ method: 'GET', url })).json()).toEqual([]);
    // An item's review id does not reach through an outfit's address.
    const itemReview = await createItemComment(t.db, {
      itemId: wardrobe.shirt.id,
      userId: author.user.id,
    });
    expect(
      (await author.inject({ method: 'DELETE', url: `${url}/${itemReview.id}` })).statusCode,
    ).toBe(404);
  });
});
