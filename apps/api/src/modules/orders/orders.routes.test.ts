import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CartLine,
  CheckoutOptions,
  CheckoutSettings,
  ErrorEnvelope,
  OrderDetail,
  OrderPage,
  OutboxPage,
} from '@shop/contract';
import { createItem, createPickupPoint } from '../../db/factories';
import { itemVariants } from '../../db/schema';
import { orderEvents, orders } from '../../db/schema/orders';
import { asModerator, asUser, type Caller } from '../../test/app';
import { buildCheckoutTestApp, orderBody, placeOrder, postOrder } from '../../test/orders';

const { t, admin } = await buildCheckoutTestApp();
afterAll(() => t.close());

async function variant(stock: number, price = '12990.00', name = 'Платье миди') {
  const { item, variants } = await createItem(t.db, {
    name,
    brand: 'Zarina',
    price,
    images: ['items/dress.webp'],
    variants: [{ size: 'M', color: 'чёрный', stock, price }],
  });
  return { item, variant: variants[0]! };
}

const stockOf = async (id: number) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.id, id)))[0]!.stock;

async function addToCart(caller: Caller, variantId: number, qty: number) {
  const r = await caller.inject({ method: 'POST', url: `/api/cart/${variantId}?qty=${qty}` });
  expect(r.statusCode).toBe(200);
}

const cartOf = async (caller: Caller) =>
  (await caller.inject({ method: 'GET', url: '/api/cart' })).json() as CartLine[];

describe('checkout options', () => {
  it('lists the active pickup points, the delivery rules from settings and only payment on delivery without a provider', async () => {
    const shopper = await asUser(t);
    const point = await createPickupPoint(t.db);
    await createPickupPoint(t.db, { name: 'Закрытый магазин', isActive: false });
    const r = await shopper.inject({ method: 'GET', url: '/api/checkout/options' });
    expect(r.statusCode).toBe(200);
    const options = r.json() as CheckoutOptions;
    expect(options.pickup_points).toContainEqual({
      id: point.id,
      name: point.name,
      address: point.address,
      hours: point.hours,
    });
    expect(options.pickup_points.map((p) => p.name)).not.toContain('Закрытый магазин');
    expect(options.delivery).toEqual({ courier_price: 1500, free_above: 30000 });
    expect(options.payment_methods).toEqual(['cash_on_delivery']);
    expect(options.currency).toBe('KZT');
    expect(options.payment_timeout_minutes).toBe(60);

    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/options' })).statusCode).toBe(
      401,
    );
  });

  it('lets admins save pickup points and delivery prices (the whole list) and nobody else', async () => {
    const moderator = await asModerator(t);
    const body = {
      pickup_points: [{ name: 'VESTA Тест', address: 'Алматы, ул. Тестовая, 1', hours: '' }],
      delivery: { courier_price: 2000, free_above: 40000 },
    };
    for (const caller of [await asUser(t), moderator]) {
      const r = await caller.inject({
        method: 'PUT',
        url: '/api/checkout/settings',
        payload: body,
      });
      expect(r.statusCode).toBe(403);
      expect(
        (await caller.inject({ method: 'GET', url: '/api/checkout/settings' })).statusCode,
      ).toBe(403);
    }
    const saved = await admin.inject({
      method: 'PUT',
      url: '/api/checkout/settings',
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const settings = saved.json() as CheckoutSettings;
    expect(settings.delivery).toEqual({ courier_price: 2000, free_above: 40000 });
    // Points left out of the list are no longer offered.
    expect(settings.pickup_points).toEqual([
      {
        id: expect.any(Number),
        name: 'VESTA Тест',
        address: 'Алматы, ул. Тестовая, 1',
        hours: null,
      },
    ]);
    // An existing point keeps its id when renamed.
    const id = settings.pickup_points[0]!.id;
    const renamed = await admin.inject({
      method: 'PUT',
      url: '/api/checkout/settings',
      payload: {
        pickup_points: [
          { id, name: 'VESTA Тест 2', address: 'Алматы, ул. Тестовая, 1', hours: '10–20' },
          { name: 'VESTA Новый', address: 'Астана, пр. Мангилик Ел, 1' },
        ],
        delivery: { courier_price: 1500, free_above: null },
      },
    });
    expect(
      (renamed.json() as CheckoutSettings).pickup_points.map((p) => [p.id === id, p.name]),
    ).toEqual([
      [true, 'VESTA Тест 2'],
      [false, 'VESTA Новый'],
    ]);
    // Validation in Russian, field by field.
    const invalid = await admin.inject({
      method: 'PUT',
      url: '/api/checkout/settings',
      payload: {
        pickup_points: [{ name: '', address: '' }],
        delivery: { courier_price: -1, free_above: null },
      },
    });
    expect(invalid.statusCode).toBe(400);
    const fields = (invalid.json() as ErrorEnvelope).details!.fields!;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'pickup_points.0.name', message: 'Укажите название пункта' },
        { path: 'pickup_points.0.address', message: 'Укажите адрес пункта' },
        { path: 'delivery.courier_price', message: 'Укажите стоимость доставки' },
      ]),
    );
    // A sum below zero or out of range is refused under its own field, never saved as free.
    for (const [delivery, path] of [
      [{ courier_price: -300, free_above: null }, 'delivery.courier_price'],
      [{ courier_price: 100_000_000, free_above: null }, 'delivery.courier_price'],
      [{ courier_price: 1500, free_above: -1 }, 'delivery.free_above'],
      [{ courier_price: 1500, free_above: 100_000_000 }, 'delivery.free_above'],
    ] as const) {
      const refused = await admin.inject({
        method: 'PUT',
        url: '/api/checkout/settings',
        payload: { pickup_points: [], delivery },
      });
      const body = refused.json() as ErrorEnvelope;
      expect([refused.statusCode, body.code], path).toEqual([400, 'VALIDATION_FAILED']);
      expect(body.details?.fields?.map((f) => f.path)).toEqual([path]);
    }
    const kept = (
      await admin.inject({ method: 'GET', url: '/api/checkout/settings' })
    ).json() as CheckoutSettings;
    expect(kept.delivery).toEqual({ courier_price: 1500, free_above: null });
    const unknown = await admin.inject({
      method: 'PUT',
      url: '/api/checkout/settings',
      payload: {
        pickup_points: [{ id: 999999, name: 'X', address: 'Y' }],
        delivery: { courier_price: 1, free_above: null },
      },
    });
    expect(unknown.statusCode).toBe(404);
    // Back to the rules the other tests expect.
    await admin.inject({
      method: 'PUT',
      url: '/api/checkout/settings',
      payload: { pickup_points: [], delivery: { courier_price: 1500, free_above: 30000 } },
    });
  });
});

describe('placing an order', () => {
  it('snapshots the lines, reserves stock, removes the ordered lines from the cart and writes the email', async () => {
    const shopper = await asUser(t);
    const dress = await variant(5, '12990.00');
    const other = await variant(3, '4990.50', 'Футболка базовая');
    const kept = await variant(2, '990.00', 'Носки');
    await addToCart(shopper, dress.variant.id, 2);
    await addToCart(shopper, other.variant.id, 1);
    await addToCart(shopper, kept.variant.id, 1);

    const r = await postOrder(
      shopper,
      orderBody(
        [
          { variant_id: dress.variant.id, quantity: 2, price: 12990 },
          { variant_id: other.variant.id, quantity: 1, price: 4990.5 },
        ],
        { comment: 'Позвоните за час' },
      ),
    );
    expect(r.statusCode).toBe(201);
    const order = r.json() as OrderDetail;
    expect(order).toMatchObject({
      number: `V-${String(order.id).padStart(6, '0')}`,
      status: 'new',
      items_count: 3,
      totals: { items: 30970.5, delivery: 0, total: 30970.5, currency: 'KZT' },
      payment: { method: 'cash_on_delivery', state: 'on_delivery', pay_url: null, paid_at: null },
      delivery: {
        method: 'courier',
        price: 0,
        city: 'Алматы',
        street: 'пр. Абая',
        house: '52',
        flat: '14',
      },
      customer: {
        user_id: shopper.user.id,
        email: shopper.user.email,
        name: 'Айгерим Садыкова',
        phone: '+77012345678',
      },
      comment: 'Позвоните за час',
      can_cancel: true,
      next_statuses: [],
    });
    expect(order.lines).toEqual([
      {
        id: expect.any(Number),
        item_id: dress.item.id,
        variant_id: dress.variant.id,
        name: 'Платье миди',
        brand: 'Zarina',
        sku: dress.variant.sku,
        size: 'M',
        color: 'чёрный',
        image_url: '/uploads/items/dress.webp',
        price: 12990,
        quantity: 2,
        total: 25980,
        discount: 0,
      },
      expect.objectContaining({
        name: 'Футболка базовая',
        price: 4990.5,
        quantity: 1,
        total: 4990.5,
      }),
    ]);
    expect(order.timeline).toEqual([
      { status: 'new', at: expect.any(String), by: 'shopper', note: null },
    ]);
    expect(await stockOf(dress.variant.id)).toBe(3);
    expect(await stockOf(other.variant.id)).toBe(2);
    expect((await cartOf(shopper)).map((l) => l.variant_id)).toEqual([kept.variant.id]);

    // The snapshot stays when the catalogue changes.
    await t.db
      .update(itemVariants)
      .set({ price: '15990.00' })
      .where(eq(itemVariants.id, dress.variant.id));
    const again = (
      await shopper.inject({ method: 'GET', url: `/api/orders/${order.id}` })
    ).json() as OrderDetail;
    expect(again.lines[0]!.price).toBe(12990);

    // Without SMTP the email is kept in the outbox, in Russian.
    const outbox = (
      await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${order.id}` })
    ).json() as OutboxPage;
    expect(outbox.smtp_configured).toBe(false);
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]).toMatchObject({
      to: shopper.user.email,
      subject: `Заказ ${order.number} принят`,
      state: 'kept',
      order_id: order.id,
    });
    expect(outbox.items[0]!.text).toContain('Платье миди (M, чёрный) — 2 шт.');
    expect(outbox.items[0]!.text).toContain('Итого: 30');
  });

  it('charges the courier below the free-delivery threshold and nothing for pickup', async () => {
    const shopper = await asUser(t);
    const cheap = await variant(10, '5000.00', 'Шарф');
    const point = await createPickupPoint(t.db, {
      name: 'VESTA на Абая',
      address: 'Алматы, пр. Абая, 52',
    });
    const courier = await placeOrder(
      shopper,
      orderBody([{ variant_id: cheap.variant.id, quantity: 1, price: 5000 }]),
    );
    expect(courier.totals).toEqual({
      items: 5000,
      discount: 0,
      delivery: 1500,
      total: 6500,
      currency: 'KZT',
    });
    // Exactly the threshold is free.
    const six = await placeOrder(
      shopper,
      orderBody([{ variant_id: cheap.variant.id, quantity: 6, price: 5000 }]),
    );
    expect(six.totals.delivery).toBe(0);
    const pickup = await placeOrder(
      shopper,
      orderBody([{ variant_id: cheap.variant.id, quantity: 1, price: 5000 }], {
        delivery: { method: 'pickup', pickup_point_id: point.id },
      }),
    );
    expect(pickup.totals.total).toBe(5000);
    expect(pickup.delivery).toEqual({
      method: 'pickup',
      price: 0,
      pickup_point: {
        id: point.id,
        name: 'VESTA на Абая',
        address: 'Алматы, пр. Абая, 52',
        hours: point.hours,
      },
    });
  });

  it('never makes two orders for one Idempotency-Key: a double click, a retry and a second tab get the same order', async () => {
    const shopper = await asUser(t);
    const { variant: v } = await variant(1, '9990.00');
    const body = orderBody([{ variant_id: v.id, quantity: 1, price: 9990 }]);
    const key = randomUUID();
    // Three at once with the last unit: one order, the others answer it too (not «out of stock»).
    const answers = await Promise.all([1, 2, 3].map(() => postOrder(shopper, body, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.json() as OrderDetail).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const retry = await postOrder(shopper, body, key);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as OrderDetail).id).toBe([...ids][0]);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine).toHaveLength(1);
    expect(await stockOf(v.id)).toBe(0);

    // The same key with another body is refused, nothing placed.
    const other = await postOrder(shopper, { ...body, comment: 'другой заказ' }, key);
    expect(other.statusCode).toBe(422);
    expect((other.json() as ErrorEnvelope).code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys are per account: another shopper's same key is their own order.
    const second = await asUser(t);
    const { variant: w } = await variant(1, '100.00');
    const theirs = await postOrder(
      second,
      orderBody([{ variant_id: w.id, quantity: 1, price: 100 }]),
      key,
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('needs the Idempotency-Key header and a valid body, with Russian messages per field', async () => {
    const shopper = await asUser(t);
    const { variant: v } = await variant(3);
    const noKey = await shopper.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ variant_id: v.id, quantity: 1, price: 12990 }]),
    });
    expect(noKey.statusCode).toBe(400);
    expect((noKey.json() as ErrorEnvelope).details!.fields).toEqual([
      { path: 'idempotency-key', message: 'Нужен заголовок Idempotency-Key' },
    ]);

    const invalid = await postOrder(shopper, {
      contact: { name: ' ', phone: '12' },
      delivery: { method: 'courier', city: '', street: '', house: '' },
      payment_method: 'cash_on_delivery',
      lines: [],
    });
    expect(invalid.statusCode).toBe(400);
    const envelope = invalid.json() as ErrorEnvelope;
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.details!.fields).toEqual(
      expect.arrayContaining([
        { path: 'contact.name', message: 'Укажите имя получателя' },
        { path: 'contact.phone', message: 'Некорректный телефонный номер' },
        { path: 'delivery.city', message: 'Укажите город' },
        { path: 'delivery.street', message: 'Укажите улицу' },
        { path: 'delivery.house', message: 'Укажите дом' },
        { path: 'lines', message: 'Корзина пуста' },
      ]),
    );
    const noPoint = await postOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 1, price: 12990 }], {
        delivery: { method: 'pickup' } as never,
      }),
    );
    expect((noPoint.json() as ErrorEnvelope).details!.fields).toContainEqual({
      path: 'delivery.pickup_point_id',
      message: 'Выберите пункт самовывоза',
    });
    // Online payment is not offered without a provider.
    const online = await postOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 1, price: 12990 }], { payment_method: 'online' }),
    );
    expect(online.statusCode).toBe(503);
    expect(online.json() as ErrorEnvelope).toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
      details: { reason: 'payments_off' },
    });
    // A pickup point no longer offered.
    const closed = await createPickupPoint(t.db, { isActive: false });
    const gone = await postOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 1, price: 12990 }], {
        delivery: { method: 'pickup', pickup_point_id: closed.id },
      }),
    );
    expect(gone.statusCode).toBe(409);
    expect(gone.json() as ErrorEnvelope).toMatchObject({
      code: 'PICKUP_POINT_UNAVAILABLE',
      details: {
        pickup_point_id: closed.id,
        fields: [{ path: 'delivery.pickup_point_id', message: expect.any(String) }],
      },
    });
    // Guests are asked to sign in.
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: orderBody([{ variant_id: v.id, quantity: 1, price: 12990 }]),
    });
    expect(guest.statusCode).toBe(401);
    expect(await stockOf(v.id)).toBe(3);
  });

  it('refuses the whole order, naming the line, when a price changed or stock ran out — nothing reserved', async () => {
    const shopper = await asUser(t);
    const ok = await variant(5, '1000.00', 'Ремень кожаный');
    const pricey = await variant(5, '2000.00', 'Кеды белые');
    const scarce = await variant(1, '3000.00', 'Сумка шоппер');
    await addToCart(shopper, ok.variant.id, 1);

    await t.db
      .update(itemVariants)
      .set({ price: '2500.00' })
      .where(eq(itemVariants.id, pricey.variant.id));
    /** The order of these lines is refused (409, `code`), naming only the line `refused`. */
    const expectRefused = async (
      lines: Parameters<typeof orderBody>[0],
      code: string,
      refused: object,
    ) => {
      const response = await postOrder(shopper, orderBody(lines));
      expect(response.statusCode).toBe(409);
      const error = response.json() as ErrorEnvelope;
      expect(error.code).toBe(code);
      expect(error.details!.lines).toEqual([refused]);
    };
    const line = (id: number, quantity: number, price: number) => ({
      variant_id: id,
      quantity,
      price,
    });

    await expectRefused(
      [line(ok.variant.id, 1, 1000), line(pricey.variant.id, 1, 2000)],
      'PRICE_CHANGED',
      {
        variant_id: pricey.variant.id,
        name: 'Кеды белые',
        size: 'M',
        color: 'чёрный',
        reason: 'price_changed',
        available: 5,
        price: 2500,
      },
    );
    await expectRefused(
      [line(ok.variant.id, 1, 1000), line(scarce.variant.id, 2, 3000)],
      'OUT_OF_STOCK',
      {
        variant_id: scarce.variant.id,
        name: 'Сумка шоппер',
        size: 'M',
        color: 'чёрный',
        reason: 'out_of_stock',
        available: 1,
        price: 3000,
      },
    );
    await t.db.delete(itemVariants).where(eq(itemVariants.id, scarce.variant.id));
    await expectRefused([line(scarce.variant.id, 1, 3000)], 'OUT_OF_STOCK', {
      variant_id: scarce.variant.id,
      name: null,
      size: null,
      color: null,
      reason: 'unavailable',
      available: null,
      price: null,
    });

    // Nothing was reserved, nothing left the cart, no order exists.
    expect(await stockOf(ok.variant.id)).toBe(5);
    expect(await stockOf(pricey.variant.id)).toBe(5);
    expect((await cartOf(shopper)).map((l) => l.variant_id)).toEqual([ok.variant.id]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toEqual([]);
  });
});

describe("the shopper's orders", () => {
  it('lists own orders newest first; another user’s order is 404', async () => {
    const shopper = await asUser(t);
    const stranger = await asUser(t);
    const { variant: v } = await variant(10, '1000.00');
    const { variant: socks } = await variant(10, '500.00', 'Носки');
    const first = await placeOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 1, price: 1000 }]),
    );
    const second = await placeOrder(
      shopper,
      orderBody([
        { variant_id: v.id, quantity: 2, price: 1000 },
        { variant_id: socks.id, quantity: 3, price: 500 },
      ]),
    );
    await placeOrder(stranger, orderBody([{ variant_id: v.id, quantity: 1, price: 1000 }]));

    const page = (await shopper.inject({ method: 'GET', url: '/api/orders' })).json() as OrderPage;
    expect(page.total).toBe(2);
    expect(page.page_size).toBe(20);
    expect(page.items.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({
      items_count: 5,
      image_urls: ['/uploads/items/dress.webp', '/uploads/items/dress.webp'],
    });
    expect(page.items[1]).toMatchObject({ items_count: 1 });

    const foreign = await stranger.inject({ method: 'GET', url: `/api/orders/${first.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await stranger.inject({ method: 'POST', url: `/api/orders/${first.id}/cancel` })).statusCode,
    ).toBe(404);
    expect((await shopper.inject({ method: 'GET', url: '/api/orders/999999' })).statusCode).toBe(
      404,
    );
    expect((await shopper.inject({ method: 'GET', url: '/api/orders/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    // Admins see any order, with the statuses they may set.
    const seen = (
      await admin.inject({ method: 'GET', url: `/api/orders/${first.id}` })
    ).json() as OrderDetail;
    expect(seen.next_statuses).toEqual(['confirmed', 'cancelled']);
  });

  it('cancels before shipping and returns the stock; after shipping only an admin may, never after delivery', async () => {
    const shopper = await asUser(t);
    const { variant: v } = await variant(4, '1000.00');
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 3, price: 1000 }]),
    );
    expect(await stockOf(v.id)).toBe(1);
    const cancelled = await shopper.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      payload: { reason: 'Передумала' },
    });
    expect(cancelled.statusCode).toBe(200);
    const body = cancelled.json() as OrderDetail;
    expect(body).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
      payment: { state: 'cancelled' },
    });
    expect(body.timeline.map((e) => [e.status, e.by, e.note])).toEqual([
      ['new', 'shopper', null],
      ['cancelled', 'shopper', 'Передумала'],
    ]);
    expect(await stockOf(v.id)).toBe(4);
    // Twice is refused and returns nothing twice.
    const twice = await shopper.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json() as ErrorEnvelope).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { reason: 'already_cancelled', status: 'cancelled' },
    });
    expect(await stockOf(v.id)).toBe(4);

    const shipped = await placeOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 2, price: 1000 }]),
    );
    for (const status of ['confirmed', 'shipped'])
      expect(
        (
          await admin.inject({
            method: 'PATCH',
            url: `/api/orders/${shipped.id}`,
            payload: { status },
          })
        ).statusCode,
      ).toBe(200);
    const mine = (
      await shopper.inject({ method: 'GET', url: `/api/orders/${shipped.id}` })
    ).json() as OrderDetail;
    expect(mine).toMatchObject({ status: 'shipped', can_cancel: false });
    const late = await shopper.inject({ method: 'POST', url: `/api/orders/${shipped.id}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json() as ErrorEnvelope).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { reason: 'not_cancellable', status: 'shipped' },
    });
    expect(await stockOf(v.id)).toBe(2);
    // An admin may still cancel a shipped order: the stock comes back.
    const byAdmin = await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${shipped.id}`,
      payload: { status: 'cancelled', note: 'Покупатель отказался' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await stockOf(v.id)).toBe(4);
  });
});

describe('order management (admins)', () => {
  it('moves an order along the allowed transitions only, with a timeline and an email at each step', async () => {
    const shopper = await asUser(t);
    const { variant: v } = await variant(5, '1000.00');
    const order = await placeOrder(
      shopper,
      orderBody([{ variant_id: v.id, quantity: 1, price: 1000 }]),
    );
    const patch = (status: string, caller: Caller = admin, note?: string) =>
      caller.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { status, note } });

    expect((await patch('shipped')).statusCode).toBe(409);
    expect((await patch('delivered')).json() as ErrorEnvelope).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { reason: 'transition_not_allowed', status: 'new', to_status: 'delivered' },
    });
    expect((await patch('confirmed', shopper)).statusCode).toBe(403);
    expect((await patch('confirmed', await asModerator(t))).statusCode).toBe(403);
    expect((await patch('paid')).statusCode).toBe(400);
    expect(
      (
        await admin.inject({
          method: 'PATCH',
          url: `/api/orders/${order.id}`,
          payload: { status: 'confirmed', extra: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin.inject({
          method: 'PATCH',
          url: '/api/orders/999999',
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(404);

    const confirmed = (await patch('confirmed')).json() as OrderDetail;
    expect(confirmed.next_statuses).toEqual(['shipped', 'cancelled']);
    expect((await patch('confirmed')).statusCode).toBe(409);
    const shipped = (await patch('shipped', admin, 'Трек-номер KZ123456789')).json() as OrderDetail;
    expect(shipped.next_statuses).toEqual(['delivered', 'cancelled']);
    const delivered = (await patch('delivered')).json() as OrderDetail;
    expect(delivered).toMatchObject({ status: 'delivered', next_statuses: [], can_cancel: false });
    expect(delivered.timeline.map((e) => [e.status, e.by])).toEqual([
      ['new', 'shopper'],
      ['confirmed', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
    expect((await patch('cancelled')).statusCode).toBe(409);
    expect(await stockOf(v.id)).toBe(4);

    // The shopper sees «Отправлен» history; every change wrote a Russian email.
    const outbox = (
      await admin.inject({ method: 'GET', url: `/api/emails/outbox?order_id=${order.id}` })
    ).json() as OutboxPage;
    expect(outbox.items.map((e) => e.subject)).toEqual([
      `Заказ ${order.number}: доставлен`,
      `Заказ ${order.number}: отправлен`,
      `Заказ ${order.number}: подтверждён`,
      `Заказ ${order.number} принят`,
    ]);
    expect(outbox.items[1]!.text).toContain('Комментарий: Трек-номер KZ123456789');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.status === 'shipped')!.actorUserId).toBe(admin.user.id);
  });

  it('lists every order with search and filters by status and date, for admins only', async () => {
    const anna = await asUser(t, { email: `anna-${randomUUID()}@example.com` });
    const { variant: v } = await variant(20, '1000.00');
    const a = await placeOrder(
      anna,
      orderBody([{ variant_id: v.id, quantity: 1, price: 1000 }], {
        contact: { name: 'Анна Каренина', phone: '+7 777 111 22 33' },
      }),
    );
    const b = await placeOrder(anna, orderBody([{ variant_id: v.id, quantity: 1, price: 1000 }]));
    await admin.inject({
      method: 'PATCH',
      url: `/api/orders/${b.id}`,
      payload: { status: 'confirmed' },
    });
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(orders.id, a.id));

    const list = async (query: string) => {
      const r = await admin.inject({ method: 'GET', url: `/api/orders/manage?${query}` });
      expect(r.statusCode).toBe(200);
      return (r.json() as OrderPage).items.map((o) => o.id);
    };
    expect(await list(`q=${encodeURIComponent('Каренина')}`)).toEqual([a.id]);
    expect(await list(`q=${encodeURIComponent(anna.user.email)}`)).toEqual([b.id, a.id]);
    expect(await list(`q=${a.number}`)).toEqual([a.id]);
    expect(await list(`q=${a.id}`)).toContain(a.id);
    expect(await list('q=7771112233')).toEqual([a.id]);
    expect(await list(`q=${encodeURIComponent(anna.user.email)}&status=confirmed`)).toEqual([b.id]);
    expect(await list(`q=${encodeURIComponent(anna.user.email)}&status=new,cancelled`)).toEqual([
      a.id,
    ]);
    expect(await list('date_from=2026-01-15&date_to=2026-01-15')).toEqual([a.id]);
    expect(await list('date_from=2026-01-16&date_to=2026-01-20')).toEqual([]);
    const page = (
      await admin.inject({ method: 'GET', url: '/api/orders/manage' })
    ).json() as OrderPage;
    expect(page.items[0]!.customer.email).not.toBeNull();
    expect(page.total).toBeGreaterThanOrEqual(2);

    expect(
      (await admin.inject({ method: 'GET', url: '/api/orders/manage?status=paid' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.inject({ method: 'GET', url: '/api/orders/manage?date_from=15.01.2026' }))
        .statusCode,
    ).toBe(400);
    expect((await anna.inject({ method: 'GET', url: '/api/orders/manage' })).statusCode).toBe(403);
    expect((await anna.inject({ method: 'GET', url: '/api/emails/outbox' })).statusCode).toBe(403);
  });
});

describe('the API reference', () => {
  it('documents the checkout, order, payment and outbox calls under their tags', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const tagNames = spec.tags.map((tag) => tag.name);
    expect(tagNames).toEqual(expect.arrayContaining(['checkout', 'orders', 'payments', 'emails']));
    expect(spec.paths['/api/orders']!.post!.tags).toEqual(['orders']);
    expect(spec.paths['/api/orders/manage']!.get!.tags).toEqual(['orders']);
    expect(spec.paths['/api/orders/{id}']!.patch!.tags).toEqual(['orders']);
    expect(spec.paths['/api/checkout/options']!.get!.tags).toEqual(['checkout']);
    expect(spec.paths['/api/payments/stripe/webhook']!.post!.tags).toEqual(['payments']);
    expect(spec.paths['/api/emails/outbox']!.get!.tags).toEqual(['emails']);
    // Every tag a route uses is described.
    const used = new Set(
      Object.values(spec.paths).flatMap((methods) =>
        Object.values(methods).flatMap((m) => m.tags ?? []),
      ),
    );
    for (const tag of used) expect(tagNames, tag).toContain(tag);
  });
});
