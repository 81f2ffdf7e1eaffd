import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  ItemDeleteResponse,
  ItemDetail,
  ItemFacets,
  ItemImage,
  ItemSummary,
  ManagedItemPage,
  OrderDetail,
  Outfit,
} from '@shop/contract';
import { createItem, createItemComment, createOutfit, uniqueSuffix } from '../../db/factories';
import { itemImages, items, itemVariants, uploads } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp } from '../../test/app';
import { orderBody, placeOrder, postOrder } from '../../test/orders';

const t = await buildTestApp();
afterAll(() => t.close());
const shopper = await asUser(t);
const admin = await asAdmin(t);

const guest = (url: string) => t.app.inject({ method: 'GET', url });
const statusOf = async (id: number) =>
  (await t.db.select({ status: items.status }).from(items).where(eq(items.id, id)))[0]?.status;

describe('only active items are in the shop', () => {
  // One word and brand of their own, so each read below can be asked for these three alone.
  const brand = `Штормград ${uniqueSuffix()}`;
  const ids = {} as Record<'active' | 'draft' | 'archived', number>;
  beforeAll(async () => {
    for (const status of ['active', 'draft', 'archived'] as const) {
      const { item } = await createItem(t.db, {
        name: `Штормовка ${status}`,
        brand,
        category: 'top',
        status,
        variants: [{ size: 'M', stock: 5, price: '7990.00' }],
      });
      ids[status] = item.id;
    }
  });

  const listIds = (body: unknown) => (body as ItemSummary[]).map((item) => item.id);
  /** Every read of the shop that lists items, and how to find the items in its answer. */
  const reads: { name: string; url: () => string; found: (body: unknown) => number[] }[] = [
    { name: 'catalogue page', url: () => '/api/items?limit=100', found: listIds },
    { name: 'search', url: () => '/api/items?q=штормовка&limit=100', found: listIds },
    {
      name: 'brand filter',
      url: () => `/api/items?brand=${encodeURIComponent(brand)}`,
      found: listIds,
    },
    { name: 'cheapest first', url: () => '/api/items?sort=price_asc&limit=100', found: listIds },
    { name: 'second page', url: () => '/api/items?limit=1&page=2', found: listIds },
    { name: 'trending', url: () => '/api/items/trending', found: listIds },
    { name: 'recommendations', url: () => '/api/items/recommendations?limit=24', found: listIds },
    {
      name: 'similar items',
      url: () => `/api/items/${ids.active}/similar`,
      found: listIds,
    },
  ];

  it.each(reads)('$name shows neither drafts nor archived items', async ({ url, found }) => {
    const response = await guest(url());
    expect(response.statusCode).toBe(200);
    const seen = found(response.json());
    expect(seen).not.toContain(ids.draft);
    expect(seen).not.toContain(ids.archived);
  });

  it('lists the active one where it belongs', async () => {
    const response = await guest(`/api/items?brand=${encodeURIComponent(brand)}`);
    expect(listIds(response.json())).toEqual([ids.active]);
  });

  it('counts only the active one in the filters', async () => {
    const facets = (
      await guest(`/api/items/facets?brand=${encodeURIComponent(brand)}`)
    ).json() as ItemFacets;
    expect(facets.total).toBe(1);
    expect(facets.brands.find((b) => b.value === brand)?.count).toBe(1);
    const search = (await guest('/api/items/facets?q=штормовка')).json() as ItemFacets;
    expect(search.total).toBe(1);
  });

  it('answers 404 for a draft’s page, its variants and pictures; an archived page stays', async () => {
    for (const suffix of ['', '/variants', '/images', '/similar'])
      expect((await guest(`/api/items/${ids.draft}${suffix}`)).statusCode).toBe(404);
    expect(
      (await shopper.inject({ method: 'GET', url: `/api/items/${ids.draft}` })).statusCode,
    ).toBe(404);
    const archived = await guest(`/api/items/${ids.archived}`);
    expect(archived.statusCode).toBe(200);
    expect((archived.json() as ItemDetail).status).toBe('archived');
  });

  it('lets moderators and admins preview a draft', async () => {
    const moderator = await asModerator(t);
    for (const caller of [moderator, admin]) {
      const response = await caller.inject({ method: 'GET', url: `/api/items/${ids.draft}` });
      expect(response.statusCode).toBe(200);
      expect((response.json() as ItemDetail).status).toBe('draft');
    }
  });

  it('refuses to put an item no longer sold into the cart', async () => {
    for (const status of ['draft', 'archived'] as const) {
      const [variant] = await t.db
        .select()
        .from(itemVariants)
        .where(eq(itemVariants.itemId, ids[status]));
      const response = await shopper.inject({ method: 'POST', url: `/api/cart/${variant!.id}` });
      expect(response.statusCode).toBe(409);
      const error = response.json() as ErrorEnvelope;
      expect(error.code).toBe('OUT_OF_STOCK');
      expect(error.details?.reason).toBe('not_sold');
    }
  });

  it('refuses a checkout line whose item was archived since, naming the reason', async () => {
    const { item, variants } = await createItem(t.db, {
      name: 'Ветровка',
      variants: [{ size: 'L', stock: 5, price: '4990.00' }],
    });
    await t.db.update(items).set({ status: 'archived' }).where(eq(items.id, item.id));
    const response = await postOrder(
      shopper,
      orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 4990 }]),
    );
    expect(response.statusCode).toBe(409);
    const error = response.json() as ErrorEnvelope;
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.details?.lines?.[0]).toMatchObject({ reason: 'not_sold', name: 'Ветровка' });
  });
});

describe('delete archives an item that orders, outfits or reviews name', () => {
  const remove = (id: number) => admin.inject({ method: 'DELETE', url: `/api/items/${id}` });

  it('deletes an item nothing names', async () => {
    const { item } = await createItem(t.db, { name: 'Никому не нужный шарф' });
    const response = await remove(item.id);
    expect(response.json()).toEqual({ ok: true, archived: false } satisfies ItemDeleteResponse);
    expect(await statusOf(item.id)).toBeUndefined();
  });

  it('archives an item of a past order; the order and the item page still show it', async () => {
    const { item, variants } = await createItem(t.db, {
      name: 'Пальто из шерсти',
      variants: [{ size: 'M', stock: 5, price: '19990.00' }],
    });
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: variants[0]!.id, quantity: 1, price: 19990 }]),
    );
    const response = await remove(item.id);
    expect(response.json()).toEqual({ ok: true, archived: true });
    expect(await statusOf(item.id)).toBe('archived');
    const again = (
      await shopper.inject({ method: 'GET', url: `/api/orders/${order.id}` })
    ).json() as OrderDetail;
    expect(again.lines[0]).toMatchObject({ item_id: item.id, name: 'Пальто из шерсти' });
    expect(((await guest(`/api/items/${item.id}`)).json() as ItemDetail).status).toBe('archived');
    const list = (await guest('/api/items?q=пальто')).json() as ItemSummary[];
    expect(list.map((i) => i.id)).not.toContain(item.id);
  });

  it('archives an item of an outfit, which shows it as no longer sold', async () => {
    const { item } = await createItem(t.db, { name: 'Кеды', category: 'footwear' });
    const outfit = await createOutfit(t.db, {
      ownerId: shopper.user.id,
      items: { footwear: [item.id] },
    });
    expect((await remove(item.id)).json()).toMatchObject({ archived: true });
    const shown = (await guest(`/api/outfits/${outfit.id}`)).json() as Outfit;
    expect(shown.footwear[0]).toMatchObject({ id: item.id, sold: false });
  });

  it('archives a reviewed item; a favourite keeps showing it as archived', async () => {
    const { item } = await createItem(t.db, { name: 'Берет' });
    await createItemComment(t.db, { itemId: item.id, userId: shopper.user.id, rating: 5 });
    await shopper.inject({ method: 'POST', url: `/api/items/${item.id}/favorite` });
    expect((await remove(item.id)).json()).toMatchObject({ archived: true });
    const favourites = (
      await shopper.inject({ method: 'GET', url: '/api/items/favorites' })
    ).json() as ItemSummary[];
    expect(favourites.find((f) => f.id === item.id)?.status).toBe('archived');
  });
});

describe('admin list, status changes, copies and picture order', () => {
  it('filters the admin list by status and publishes a draft', async () => {
    const { item } = await createItem(t.db, { name: 'Черновик жилета', status: 'draft' });
    const drafts = (
      (
        await admin.inject({ method: 'GET', url: '/api/items/manage?status=draft&limit=100' })
      ).json() as ManagedItemPage
    ).items;
    expect(drafts.map((d) => d.id)).toContain(item.id);
    expect(drafts.every((d) => d.status === 'draft')).toBe(true);
    const published = await admin.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      payload: { status: 'active' },
    });
    expect((published.json() as ItemDetail).status).toBe('active');
    expect(((await guest(`/api/items/${item.id}`)).json() as ItemDetail).status).toBe('active');
  });

  it('duplicates an item as a draft copy with its pictures and stockless variants', async () => {
    const { item } = await createItem(t.db, {
      name: 'Платье-рубашка',
      images: ['items/demo-a.webp', 'items/demo-b.webp'],
      variants: [
        { sku: `DR-${uniqueSuffix()}`, size: 'S', stock: 4 },
        { sku: `DR-${uniqueSuffix()}`, size: 'M', stock: 2 },
      ],
    });
    const copy = async () => {
      const response = await admin.inject({
        method: 'POST',
        url: `/api/items/${item.id}/duplicate`,
      });
      expect(response.statusCode).toBe(201);
      return response.json() as ItemDetail;
    };
    const first = await copy();
    expect(first).toMatchObject({ name: 'Платье-рубашка (копия)', status: 'draft' });
    expect(first.owner_id).toBe(admin.user.id);
    expect(first.images.map((i) => i.image_url)).toEqual(
      ((await guest(`/api/items/${item.id}`)).json() as ItemDetail).images.map((i) => i.image_url),
    );
    const original = await t.db.select().from(itemVariants).where(eq(itemVariants.itemId, item.id));
    expect(first.variants.map((v) => [v.sku, v.size, v.stock])).toEqual(
      original.map((v) => [`${v.sku}-copy`, v.size, 0]),
    );
    // A second copy takes SKUs of its own too.
    const second = await copy();
    expect(second.variants.map((v) => v.sku)).toEqual(original.map((v) => `${v.sku}-copy-2`));
    // Pictures are shared: deleting the copy keeps the files the original shows.
    await t.db.insert(uploads).values({
      storageKey: 'items/demo-a.webp',
      kind: 'item_image',
      mimeType: 'image/webp',
      bytes: 1,
      width: 1,
      height: 1,
    });
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/items/${first.id}` })).json(),
    ).toMatchObject({ archived: false });
    const kept = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, 'items/demo-a.webp'));
    expect(kept).toHaveLength(1);
  });

  it('puts the pictures in the order given; the first is the main picture', async () => {
    const { item, images } = await createItem(t.db, {
      name: 'Свитшот',
      images: ['items/one.webp', 'items/two.webp', 'items/three.webp'],
    });
    const order = [images[2]!.id, images[0]!.id, images[1]!.id];
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/images/order`,
      payload: { image_ids: order },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ItemImage[]).map((i) => i.id)).toEqual(order);
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.imageKey).toBe('items/three.webp');
    const positions = await t.db
      .select()
      .from(itemImages)
      .where(eq(itemImages.itemId, item.id))
      .orderBy(itemImages.position);
    expect(positions.map((p) => p.id)).toEqual(order);
    // A list that is not exactly the item's pictures changes nothing.
    const wrong = await admin.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/images/order`,
      payload: { image_ids: [images[0]!.id] },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('creates an item as a draft when the form says so', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: '/api/items',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nНовая куртка\r\n' +
        '--b\r\nContent-Disposition: form-data; name="status"\r\n\r\ndraft\r\n--b--\r\n',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as ItemDetail;
    expect(created.status).toBe('draft');
    expect((await guest(`/api/items/${created.id}`)).statusCode).toBe(404);
  });
});
