import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  ItemCreated,
  ItemDetail,
  ManagedItemPage,
  Variant,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { cartLines, items } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp, type Caller } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string };
/** A multipart/form-data body, as the admin form sends it. */
function form(parts: Part[]) {
  const boundary = `----vesta-items-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'file' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
    ),
    'file' in part ? part.file : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const png = (colour: string) =>
  sharp({ create: { width: 500, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
const codeOf = (r: { json: () => unknown }) => (r.json() as ErrorEnvelope).code;

async function createVia(caller: Caller, extra: Part[] = []) {
  return caller.inject({
    method: 'POST',
    url: '/api/items/',
    ...form([
      { name: 'name', value: 'Тренч из хлопка' },
      { name: 'brand', value: 'VESTA' },
      { name: 'category', value: 'top' },
      { name: 'price', value: '45990,50' },
      { name: 'description', value: '' },
      { name: 'images', file: await png('#c8b08a'), filename: 'front.png' },
      { name: 'images', file: await png('#8a6f4e'), filename: 'back.png' },
      ...extra,
    ]),
  });
}

describe('items for moderators and admins', () => {
  it('refuses guests and shoppers on every write', async () => {
    const shopper = await asUser(t);
    const { item, variants } = await createItem(t.db);
    const calls = [
      { method: 'GET', url: '/api/items/manage' },
      { method: 'POST', url: '/api/items/', ...form([{ name: 'name', value: 'x' }]) },
      { method: 'PUT', url: `/api/items/${item.id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/items/${item.id}` },
      { method: 'DELETE', url: `/api/items/${item.id}/images/1` },
      { method: 'PATCH', url: `/api/items/${item.id}/images/1`, payload: { color: null } },
      { method: 'POST', url: `/api/items/${item.id}/variants`, payload: { sku: 'S', stock: 1 } },
      { method: 'PUT', url: `/api/items/${item.id}/variants`, payload: [] },
      { method: 'DELETE', url: `/api/items/${item.id}/variants/${variants[0]!.id}` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `guest ${call.method} ${call.url}`).toBe(401);
      expect((await shopper.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('lets a moderator create an item with pictures and a variant, and change only their own', async () => {
    const moderator = await asModerator(t);
    const response = await createVia(moderator, [
      { name: 'variants', value: JSON.stringify([{ sku: 'TR-44', size: '44', stock: 3 }]) },
    ]);
    expect(response.statusCode).toBe(201);
    const item = response.json() as ItemDetail;
    expect(item).toMatchObject({
      name: 'Тренч из хлопка',
      price: 45990.5,
      owner_id: moderator.user.id,
      description: null,
    });
    expect(item.images).toHaveLength(2);
    expect(item.variants.map((v) => [v.sku, v.size, v.stock])).toEqual([['TR-44', '44', 3]]);
    const picture = await t.app.inject({ method: 'GET', url: item.images[0]!.image_url });
    expect(picture.headers['content-type']).toBe('image/webp');

    const { item: seeded } = await createItem(t.db, { ownerId: null, source: 'seed' });
    const put = (caller: Caller, id: number, payload: object) =>
      caller.inject({ method: 'PUT', url: `/api/items/${id}`, payload });
    expect((await put(moderator, seeded.id, { name: 'Моё' })).statusCode).toBe(403);
    expect(
      (await moderator.inject({ method: 'DELETE', url: `/api/items/${seeded.id}` })).statusCode,
    ).toBe(403);
    const mine = await put(moderator, item.id, { price: 39990, color: 'бежевый' });
    expect(mine.json()).toMatchObject({ name: 'Тренч из хлопка', price: 39990, color: 'бежевый' });
    // Emptying the brand and the colour clears them.
    const emptied = await put(moderator, item.id, { brand: '', color: '' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toMatchObject({ brand: '', color: null });

    const admin = await asAdmin(t);
    expect((await put(admin, seeded.id, { name: 'Исправлено' })).json()).toMatchObject({
      name: 'Исправлено',
    });

    const list = (
      await moderator.inject({ method: 'GET', url: '/api/items/manage?mine=true' })
    ).json<ManagedItemPage>().items;
    expect(list.map((i) => [i.id, i.can_edit, i.owner_id])).toEqual([
      [item.id, true, moderator.user.id],
    ]);
    const all = (
      await moderator.inject({ method: 'GET', url: '/api/items/manage?limit=100' })
    ).json<ManagedItemPage>().items;
    expect(all.find((i) => i.id === seeded.id)).toMatchObject({
      can_edit: false,
      can_delete: false,
      owner_id: null,
    });

    // The item page says the same, so the edit screen opens a form only where a save would pass.
    const detail = async (caller: Caller | typeof t.app, id: number) =>
      (await caller.inject({ method: 'GET', url: `/api/items/${id}` })).json<ItemDetail>().can_edit;
    expect(await detail(moderator, item.id)).toBe(true);
    expect(await detail(moderator, seeded.id)).toBe(false);
    expect(await detail(admin, seeded.id)).toBe(true);
    expect(await detail(t.app, item.id)).toBe(false);
    expect(mine.json<ItemDetail>().can_edit).toBe(true);
  });

  it('keeps an old price only above the price, and records the fields a person really changed', async () => {
    const admin = await asAdmin(t);
    const { item } = await createItem(t.db, {
      ownerId: null,
      source: 'seed',
      price: '20000.00',
      variants: [{ price: null }],
    });
    const put = (payload: object) =>
      admin.inject({ method: 'PUT', url: `/api/items/${item.id}`, payload });
    const editedOf = async () =>
      (await t.db.select().from(items).where(eq(items.id, item.id)))[0]!.editedFields;

    // The same name again changes nothing: the field does not become the person's.
    expect((await put({ name: item.name })).statusCode).toBe(200);
    expect(await editedOf()).toEqual([]);

    for (const compareAt of [20000, 19999, 0, -5]) {
      const refused = await put({ compare_at_price: compareAt });
      expect(refused.statusCode, String(compareAt)).toBe(400);
      expect((refused.json() as ErrorEnvelope).details?.fields?.[0]?.path).toBe('compare_at_price');
    }
    // Above the price sent with it counts against that price, not the stored one.
    expect((await put({ price: 30000, compare_at_price: 25000 })).statusCode).toBe(400);
    const kept = await put({ compare_at_price: '25000' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ price: 20000, compare_at_price: 25000 });
    expect(await editedOf()).toEqual(['compare_at_price']);
    // A price raised above the old one hides it from shoppers; cleared, it is gone.
    expect((await put({ price: 26000 })).json()).toMatchObject({ compare_at_price: null });
    expect((await put({ price: 20000, compare_at_price: null })).json()).toMatchObject({
      compare_at_price: null,
    });
    expect((await editedOf()).sort()).toEqual(['compare_at_price', 'price']);
  });

  it('refuses a bad form with the field it is about, and keeps nothing', async () => {
    const moderator = await asModerator(t);
    const before = (
      await moderator.inject({ method: 'GET', url: '/api/items/manage?mine=true' })
    ).json<ManagedItemPage>().items;
    const cases: [Part[], string][] = [
      [[{ name: 'name', value: '   ' }], 'name'],
      [
        [
          { name: 'name', value: 'Юбка' },
          { name: 'price', value: '0' },
        ],
        'price',
      ],
      [
        [
          { name: 'name', value: 'Юбка' },
          { name: 'price', value: '-5' },
        ],
        'price',
      ],
      [
        [
          { name: 'name', value: 'Юбка' },
          { name: 'category', value: 'hats' },
        ],
        'category',
      ],
      [
        [
          { name: 'name', value: 'Юбка' },
          { name: 'image_urls', value: 'ftp://example.com/a.png' },
        ],
        'image_urls.0',
      ],
    ];
    for (const [parts, field] of cases) {
      const response = await moderator.inject({
        method: 'POST',
        url: '/api/items/',
        ...form(parts),
      });
      expect(response.statusCode, field).toBe(400);
      expect((response.json() as ErrorEnvelope).details?.fields?.[0]?.path).toBe(field);
    }
    // A link to a private address is never fetched: the item is saved without it, and the link
    // is named with its reason (decision 071).
    for (const link of [
      'http://127.0.0.1/a.png',
      'http://localhost/a.png',
      'http://169.254.169.254/latest',
      'http://[::1]/x.png',
    ]) {
      const response = await moderator.inject({
        method: 'POST',
        url: '/api/items/',
        ...form([
          { name: 'name', value: 'Юбка' },
          { name: 'image_urls', value: link },
        ]),
      });
      expect(response.statusCode, link).toBe(201);
      const created = response.json<ItemCreated>();
      expect(created.link_failures, link).toEqual([
        expect.objectContaining({ path: 'image_urls.0', reason: 'address_refused' }),
      ]);
      expect(created.images, link).toEqual([]);
      await moderator.inject({ method: 'DELETE', url: `/api/items/${created.id}` });
    }
    const html = await moderator.inject({
      method: 'POST',
      url: '/api/items/',
      ...form([
        { name: 'name', value: 'Юбка' },
        { name: 'images', file: Buffer.from('<html></html>'), filename: 'x.png' },
      ]),
    });
    expect([html.statusCode, codeOf(html)]).toEqual([415, 'INVALID_FILE_TYPE']);
    const after = (
      await moderator.inject({ method: 'GET', url: '/api/items/manage?mine=true' })
    ).json<ManagedItemPage>().items;
    expect(after).toHaveLength(before.length);
  });

  it('refuses a number below zero or out of range, naming its field, and changes nothing', async () => {
    const moderator = await asModerator(t);
    const item = (
      await createVia(moderator, [
        { name: 'variants', value: JSON.stringify([{ sku: 'NUM-A', stock: 3 }]) },
      ])
    ).json() as ItemDetail;
    const [variant] = item.variants;
    const refusals: [object, string][] = [
      [{ price: -5 }, 'price'],
      [{ price: '-5' }, 'price'],
      [{ price: 0 }, 'price'],
      [{ price: 100_000_000 }, 'price'],
    ];
    for (const [payload, field] of refusals) {
      const response = await moderator.inject({
        method: 'PUT',
        url: `/api/items/${item.id}`,
        payload,
      });
      const body = response.json() as ErrorEnvelope;
      expect([response.statusCode, body.code], JSON.stringify(payload)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(body.details?.fields?.map((f) => f.path)).toEqual([field]);
    }
    const rows: [object, string][] = [
      [{ stock: -1 }, '0.stock'],
      [{ stock: 1_000_001 }, '0.stock'],
      [{ stock: 1.5 }, '0.stock'],
      [{ stock: 2, price: -5 }, '0.price'],
      [{ stock: 2, price: 100_000_000 }, '0.price'],
    ];
    for (const [row, field] of rows) {
      const response = await moderator.inject({
        method: 'PUT',
        url: `/api/items/${item.id}/variants`,
        payload: [{ id: variant!.id, sku: 'NUM-A', ...row }],
      });
      const body = response.json() as ErrorEnvelope;
      expect([response.statusCode, body.code], JSON.stringify(row)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(body.details?.fields?.map((f) => f.path)).toEqual([field]);
    }
    const after = (
      await moderator.inject({ method: 'GET', url: `/api/items/${item.id}` })
    ).json() as ItemDetail;
    expect([after.price, after.variants.map((v) => [v.stock, v.price])]).toEqual([
      item.price,
      [[3, null]],
    ]);
  });

  it('saves variants in place, refuses a taken SKU, and removes pictures and items', async () => {
    const moderator = await asModerator(t);
    const item = (
      await createVia(moderator, [
        {
          name: 'variants',
          value: JSON.stringify([
            { sku: 'KEEP-A', size: 'S', stock: 5 },
            { sku: 'DROP-A', size: 'M', stock: 5 },
          ]),
        },
      ])
    ).json() as ItemDetail;
    const [keep] = item.variants;
    const shopper = await asUser(t);
    await shopper.inject({ method: 'POST', url: `/api/cart/${keep!.id}` });

    const saved = await moderator.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/variants`,
      payload: [
        { id: keep!.id, sku: 'KEEP-A', size: 'S', stock: 9, price: 50000 },
        { sku: 'NEW-A', size: 'L', stock: 2 },
      ],
    });
    expect(
      (saved.json() as Variant[]).map((v) => [v.id === keep!.id, v.sku, v.stock, v.price]),
    ).toEqual([
      [true, 'KEEP-A', 9, 50000],
      [false, 'NEW-A', 2, null],
    ]);
    expect(
      await t.db.select().from(cartLines).where(eq(cartLines.userId, shopper.user.id)),
    ).toHaveLength(1);

    const { variants: others } = await createItem(t.db, { variants: [{ sku: 'TAKEN-A' }] });
    const clash = await moderator.inject({
      method: 'POST',
      url: `/api/items/${item.id}/variants`,
      payload: { sku: 'TAKEN-A', stock: 1 },
    });
    expect([clash.statusCode, codeOf(clash)]).toEqual([409, 'SKU_TAKEN']);
    const added = await moderator.inject({
      method: 'POST',
      url: `/api/items/${item.id}/variants`,
      payload: { sku: 'ADDED-A', size: 'XL', stock: 4 },
    });
    expect(added.statusCode).toBe(201);
    const addedId = (added.json() as Variant).id;
    expect(
      (
        await moderator.inject({
          method: 'DELETE',
          url: `/api/items/${item.id}/variants/${addedId}`,
        })
      ).json(),
    ).toEqual({ ok: true });
    expect(
      (
        await moderator.inject({
          method: 'DELETE',
          url: `/api/items/${item.id}/variants/${others[0]!.id}`,
        })
      ).statusCode,
    ).toBe(404);

    const [first, second] = item.images;
    expect(
      (
        await moderator.inject({
          method: 'DELETE',
          url: `/api/items/${item.id}/images/${first!.id}`,
        })
      ).statusCode,
    ).toBe(200);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })
    ).json() as ItemDetail;
    expect(detail.images.map((i) => i.id)).toEqual([second!.id]);
    expect(detail.image_url).toBe(second!.image_url);
    expect((await t.app.inject({ method: 'GET', url: first!.image_url })).statusCode).toBe(404);

    const more = await moderator.inject({
      method: 'POST',
      url: `/api/items/${item.id}/images`,
      ...form([{ name: 'images', file: await png('#123'), filename: 'side.png' }]),
    });
    expect((more.json() as { images: unknown[] }).images.length).toBe(2);

    expect(
      (await moderator.inject({ method: 'DELETE', url: `/api/items/${item.id}` })).json(),
    ).toEqual({ ok: true, archived: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: second!.image_url })).statusCode).toBe(404);
  });

  it('links a picture to one of the item’s colours, or to every colour (decision 028)', async () => {
    const moderator = await asModerator(t);
    const other = await asModerator(t);
    const { item, images } = await createItem(t.db, {
      ownerId: moderator.user.id,
      images: ['items/coat-1.webp', 'items/coat-2.webp'],
      variants: [
        { size: 'M', color: 'бежевый', stock: 2 },
        { size: 'M', color: 'чёрный', stock: 2 },
      ],
    });
    const [first, second] = images;
    const patch = (caller: Caller, imageId: number, color: string | null) =>
      caller.inject({
        method: 'PATCH',
        url: `/api/items/${item.id}/images/${imageId}`,
        payload: { color },
      });

    const answer = await patch(moderator, second!.id, 'чёрный');
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { id: number; color: string | null }[]).map((i) => i.color)).toEqual([
      null,
      'чёрный',
    ]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/items/${item.id}` })
    ).json() as ItemDetail;
    expect(detail.images.map((i) => [i.id, i.color])).toEqual([
      [first!.id, null],
      [second!.id, 'чёрный'],
    ]);

    // Only a colour the item is sold in; only the owner (or an admin); only the item's picture.
    const unknown = await patch(moderator, first!.id, 'зелёный');
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await patch(other, first!.id, 'бежевый')).statusCode).toBe(403);
    expect((await patch(moderator, 2_000_000, 'бежевый')).statusCode).toBe(404);
    expect((await patch(await asAdmin(t), second!.id, null)).statusCode).toBe(200);
  });
});
