import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  OrderDetail,
  OutboxPage,
  PromoCode,
  PromoCodeCreate,
  PromoCodeList,
  PromoQuote,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { auditLog } from '../../db/schema/audit';
import { orderLines, orders, promoCodes } from '../../db/schema/orders';
import { asManager, asModerator, asUser, type Caller } from '../../test/app';
import { buildCheckoutTestApp, orderBody, placeOrder, postOrder } from '../../test/orders';

const { t, admin } = await buildCheckoutTestApp();
afterAll(() => t.close());

const uniqueCode = () => `T${randomUUID().slice(0, 8)}`.toUpperCase();

async function newCode(body: Partial<PromoCodeCreate> = {}): Promise<PromoCode> {
  const r = await admin.inject({
    method: 'POST',
    url: '/api/admin/promo-codes',
    payload: { code: uniqueCode(), kind: 'percent', value: 10, ...body },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as PromoCode;
}

async function variant(price: number, category: 'top' | 'footwear' = 'top', stock = 100) {
  const { variants } = await createItem(t.db, {
    name: category === 'top' ? 'Блузка' : 'Кеды',
    category,
    price: String(price),
    variants: [{ size: 'M', stock, price: String(price) }],
  });
  return variants[0]!.id;
}

const line = (variant_id: number, quantity: number, price: number) => ({
  variant_id,
  quantity,
  price,
});

async function refusal(caller: Caller, code: string, lines: ReturnType<typeof line>[]) {
  const r = await postOrder(caller, orderBody(lines, { promo_code: code }));
  expect(r.statusCode, r.body).toBe(422);
  return r.json() as ErrorEnvelope;
}

describe('promo codes: the admin side', () => {
  it('are created, listed and changed by admins only; a code is unique whatever its case', async () => {
    const code = uniqueCode();
    const created = await newCode({
      code: code.toLowerCase(),
      kind: 'amount',
      value: 1000,
      min_order_total: 20000,
      usage_limit: 5,
      once_per_customer: true,
      categories: ['footwear'],
    });
    expect(created).toMatchObject({
      code,
      kind: 'amount',
      value: 1000,
      min_order_total: 20000,
      usage_limit: 5,
      used_count: 0,
      once_per_customer: true,
      categories: ['footwear'],
      is_active: true,
    });
    const list = (await admin.inject({ method: 'GET', url: '/api/admin/promo-codes' })).json();
    expect((list as PromoCodeList).promo_codes.map((p) => p.code)).toContain(code);

    const taken = await admin.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: { code: code.toLowerCase(), kind: 'percent', value: 5 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PROMO_CODE_TAKEN',
      details: { fields: [{ path: 'code', message: 'Такой промокод уже есть' }] },
    });

    const patched = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/promo-codes/${created.id}`,
      payload: { value: 1500, is_active: false },
    });
    expect(patched.json()).toMatchObject({ value: 1500, is_active: false, code });
    // The audit log says who made the code and what a change changed.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promo_code'), eq(auditLog.entityId, created.id)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['promo.create', admin.user.id],
      ['promo.update', admin.user.id],
    ]);
    expect(entries[0]!.changes).toMatchObject({ code: [null, code], value: [null, 1000] });
    expect(entries[1]!.changes).toEqual({ value: [1000, 1500], is_active: [true, false] });

    for (const caller of [await asUser(t), await asModerator(t), await asManager(t)]) {
      expect(
        (await caller.inject({ method: 'GET', url: '/api/admin/promo-codes' })).statusCode,
      ).toBe(403);
      const post = await caller.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: uniqueCode(), kind: 'percent', value: 5 },
      });
      expect(post.statusCode).toBe(403);
    }
  });

  it('refuses a percent above 100, an end before the start, and the same on a change', async () => {
    const r = await admin.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: {
        code: uniqueCode(),
        kind: 'percent',
        value: 150,
        starts_at: '2026-12-10T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
    });
    expect(r.statusCode).toBe(400);
    const paths = (r.json() as ErrorEnvelope).details?.fields?.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['value', 'ends_at']));
    const code = await newCode({ kind: 'amount', value: 500 });
    const patched = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/promo-codes/${code.id}`,
      payload: { kind: 'percent' },
    });
    expect(patched.statusCode).toBe(400);
  });
});

describe('promo codes at checkout', () => {
  it('quotes the discount before paying and the order keeps it, spread over the lines', async () => {
    const shopper = await asUser(t);
    const [a, b] = [await variant(12990), await variant(4990)];
    const code = await newCode({ kind: 'percent', value: 10 });
    const quote = await shopper.inject({
      method: 'POST',
      url: '/api/checkout/promo-code',
      payload: {
        code: code.code.toLowerCase(),
        delivery_method: 'courier',
        lines: [
          { variant_id: a, quantity: 1 },
          { variant_id: b, quantity: 2 },
        ],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // 22 970 × 10 % = 2 297 ₸; 20 673 ₸ is under the free delivery's 30 000 ₸.
    expect(quote.json()).toMatchObject({
      code: code.code,
      items: 22970,
      discount: 2297,
      delivery: 1500,
      total: 22173,
    } satisfies Partial<PromoQuote>);

    const order = await placeOrder(
      shopper,
      orderBody([line(a, 1, 12990), line(b, 2, 4990)], { promo_code: ` ${code.code} ` }),
    );
    expect(order.promo_code).toBe(code.code);
    expect(order.totals).toMatchObject({ items: 22970, discount: 2297, delivery: 1500 });
    expect(order.totals.total).toBe(22173);
    const shares = order.lines.map((l) => l.discount ?? 0);
    expect(shares.reduce((s, d) => s + d, 0)).toBe(2297);
    expect(shares.every(Number.isInteger)).toBe(true);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row!.usedCount).toBe(1);

    const outbox = await admin.inject({
      method: 'GET',
      url: `/api/emails/outbox?order_id=${order.id}`,
    });
    const email = (outbox.json() as OutboxPage).items[0]!;
    expect(email.text).toMatch(new RegExp(`Скидка по промокоду ${code.code}: −2\\s297\\s₸`));
    const csv = await admin.inject({
      method: 'GET',
      url: `/api/orders/manage/export?q=${order.number}`,
    });
    const [header, first] = csv.body.replace(/^\ufeff/, '').split('\r\n');
    const cells = (text: string) => text.split(';').map((c) => c.replace(/^"|"$/g, ''));
    const at = (name: string) => cells(first!)[cells(header!).indexOf(name)];
    expect([at('Промокод'), at('Скидка')]).toEqual([code.code, '2297']);
  });

  it('names every refusal', async () => {
    const shopper = await asUser(t);
    const top = await variant(5000);
    const lines = [line(top, 1, 5000)];
    const expectReason = async (code: string, reason: string, message: string) => {
      const error = await refusal(shopper, code, lines);
      expect(error).toMatchObject({ code: 'PROMO_CODE_REFUSED', message, details: { reason } });
    };
    await expectReason('NO-SUCH-CODE', 'promo_not_found', 'Промокод не найден');
    const off = await newCode();
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/promo-codes/${off.id}`,
      payload: { is_active: false },
    });
    await expectReason(off.code, 'promo_not_found', 'Промокод не найден');
    const past = await newCode({ ends_at: new Date(Date.now() - 60_000).toISOString() });
    await expectReason(past.code, 'promo_expired', 'Срок действия промокода истёк');
    const future = await newCode({ starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    await expectReason(future.code, 'promo_not_started', 'Промокод ещё не действует');
    const min = await newCode({ min_order_total: 20000 });
    const error = await refusal(shopper, min.code, lines);
    expect(error.details).toMatchObject({ reason: 'promo_min_total', min_order_total: 20000 });
    expect(error.message).toMatch(/^Минимальная сумма заказа — 20\s000\s₸$/);
    const shoes = await newCode({ categories: ['footwear'] });
    await expectReason(
      shoes.code,
      'promo_not_applicable',
      'Промокод не действует на товары в корзине',
    );
    const one = await newCode({ usage_limit: 1 });
    await placeOrder(await asUser(t), orderBody(lines, { promo_code: one.code }));
    await expectReason(one.code, 'promo_used_up', 'Промокод закончился');
    const quote = await shopper.inject({
      method: 'POST',
      url: '/api/checkout/promo-code',
      payload: {
        code: one.code,
        delivery_method: 'pickup',
        lines: [{ variant_id: top, quantity: 1 }],
      },
    });
    expect(quote.json()).toMatchObject({ details: { reason: 'promo_used_up' } });
  });

  it('once per customer: the second order of the account is refused; a cancel gives the use back', async () => {
    const shopper = await asUser(t);
    const top = await variant(5000);
    const code = await newCode({ once_per_customer: true, usage_limit: 1 });
    const first = await placeOrder(
      shopper,
      orderBody([line(top, 1, 5000)], { promo_code: code.code }),
    );
    const again = await refusal(shopper, code.code, [line(top, 1, 5000)]);
    expect(again).toMatchObject({
      message: 'Вы уже использовали этот промокод',
      details: { reason: 'promo_already_used' },
    });
    const cancel = await shopper.inject({ method: 'POST', url: `/api/orders/${first.id}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row!.usedCount).toBe(0);
    await placeOrder(shopper, orderBody([line(top, 1, 5000)], { promo_code: code.code }));
  });

  it('discounts only the lines of its categories, and the minimum counts those lines', async () => {
    const shopper = await asUser(t);
    const [top, shoes] = [await variant(10000), await variant(20000, 'footwear')];
    const code = await newCode({
      kind: 'amount',
      value: 3000,
      categories: ['footwear'],
      min_order_total: 20000,
    });
    const order = await placeOrder(
      shopper,
      orderBody([line(top, 1, 10000), line(shoes, 1, 20000)], { promo_code: code.code }),
    );
    expect(order.totals).toMatchObject({ items: 30000, discount: 3000, delivery: 1500 });
    expect(order.lines.map((l) => [l.variant_id, l.discount])).toEqual(
      expect.arrayContaining([
        [top, 0],
        [shoes, 3000],
      ]),
    );
    const below = await refusal(await asUser(t), code.code, [
      line(top, 3, 10000),
      line(await variant(15000, 'footwear'), 1, 15000),
    ]);
    expect(below.details?.reason).toBe('promo_min_total');
  });

  it('holds its usage limit under 20 parallel orders', async () => {
    const top = await variant(3000, 'top', 1000);
    const code = await newCode({ usage_limit: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => asUser(t)));
    const answers = await Promise.all(
      shoppers.map((s) => postOrder(s, orderBody([line(top, 1, 3000)], { promo_code: code.code }))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row!.usedCount).toBe(5);
    const placed = await t.db.select().from(orders).where(eq(orders.promoCodeId, code.id));
    expect(placed).toHaveLength(5);
  });

  it('a retry with the same Idempotency-Key answers the same order and uses the code once', async () => {
    const shopper = await asUser(t);
    const top = await variant(8000);
    const code = await newCode({ usage_limit: 3 });
    const body = orderBody([line(top, 1, 8000)], { promo_code: code.code });
    const key = randomUUID();
    const [one, two] = await Promise.all([
      postOrder(shopper, body, key),
      postOrder(shopper, body, key),
    ]);
    const again = await postOrder(shopper, body, key);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(again.statusCode).toBe(200);
    expect((again.json() as OrderDetail).id).toBe((one.json() as OrderDetail).id);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row!.usedCount).toBe(1);
  });
});

describe('guessing codes', () => {
  it('is stopped after 30 tries in ten minutes', async () => {
    const shopper = await asUser(t);
    const top = await variant(5000);
    const payload = {
      code: 'GUESS',
      delivery_method: 'pickup',
      lines: [{ variant_id: top, quantity: 1 }],
    };
    const tries = [];
    for (let i = 0; i < 31; i++)
      tries.push(
        (await shopper.inject({ method: 'POST', url: '/api/checkout/promo-code', payload }))
          .statusCode,
      );
    expect(tries.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(tries[30]).toBe(429);
  });
});

describe('a return after a promo discount', () => {
  it('gives back the discounted price, and every piece returned gives back the whole discount', async () => {
    const shopper = await asUser(t);
    const top = await variant(10000);
    const code = await newCode({ kind: 'amount', value: 1000 });
    const order = await placeOrder(
      shopper,
      orderBody([line(top, 3, 10000)], { promo_code: code.code }),
    );
    // 29 000 ₸ after the discount is under the free delivery's 30 000 ₸.
    expect(order.totals).toMatchObject({ items: 30000, discount: 1000, total: 30500 });
    for (const status of ['confirmed', 'shipped', 'delivered'])
      await admin.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { status } });
    const lineId = order.lines[0]!.id;
    const [stored] = await t.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(stored!.discount).toBe('1000.00');
    const returned = async (quantity: number) => {
      const r = await admin.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        payload: { lines: [{ line_id: lineId, quantity }] },
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as OrderDetail).returns.at(-1)!.amount;
    };
    // 10 000 less a third of 1 000 (333 ₸), then the two pieces left with the rest (667 ₸).
    expect(await returned(1)).toBe(9667);
    expect(await returned(2)).toBe(19333);
  });
});
