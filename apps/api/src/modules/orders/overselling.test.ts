import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/contract';
import { createItem } from '../../db/factories';
import { itemVariants, items } from '../../db/schema';
import { orderLines, orders } from '../../db/schema/orders';
import { asUser, buildTestApp, type Caller, type TestApp } from '../../test/app';
import { orderBody, postOrder } from '../../test/orders';

let t: TestApp;
let crowd: Caller[];
beforeAll(async () => {
  t = await buildTestApp();
  crowd = [];
  for (let i = 0; i < 50; i++) crowd.push(await asUser(t));
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select().from(itemVariants).where(eq(itemVariants.id, id)))[0]!.stock;

describe('no overselling', () => {
  it('sells exactly the last 3 units to 50 parallel checkouts; the others are told it ran out', async () => {
    const { item, variants } = await createItem(t.db, {
      name: 'Пуховик оверсайз',
      price: '59990.00',
      variants: [{ size: 'S', stock: 3, price: '59990.00' }],
    });
    const v = variants[0]!;
    const answers = await Promise.all(
      crowd.map((c) => postOrder(c, orderBody([{ variant_id: v.id, quantity: 1, price: 59990 }]))),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect((r.json() as ErrorEnvelope).code).toBe('OUT_OF_STOCK');
    expect(await stockOf(v.id)).toBe(0);
    const sold = await t.db.select().from(orderLines).where(eq(orderLines.variantId, v.id));
    expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(3);
    // The derived «in stock» flag of the item follows.
    expect((await t.db.select().from(items).where(eq(items.id, item.id)))[0]!.inStock).toBe(false);
  });

  it('neither oversells nor deadlocks when the lines of two items come in either order', async () => {
    const a = await createItem(t.db, {
      name: 'Кардиган',
      price: '1000.00',
      variants: [{ size: 'M', stock: 3, price: '1000.00' }],
    });
    const b = await createItem(t.db, {
      name: 'Брюки палаццо',
      price: '2000.00',
      variants: [{ size: 'M', stock: 50, price: '2000.00' }],
    });
    const va = a.variants[0]!;
    const vb = b.variants[0]!;
    const lineA = { variant_id: va.id, quantity: 1, price: 1000 };
    const lineB = { variant_id: vb.id, quantity: 1, price: 2000 };
    const answers = await Promise.all(
      crowd.map((c, i) => postOrder(c, orderBody(i % 2 ? [lineA, lineB] : [lineB, lineA]))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(3).fill(201),
      ...Array<number>(47).fill(409),
    ]);
    expect(await stockOf(va.id)).toBe(0);
    expect(await stockOf(vb.id)).toBe(47);
    const placed = await t.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.variantId, [va.id, vb.id]));
    expect(placed).toHaveLength(6);
    const orderIds = new Set(placed.map((l) => l.orderId));
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...orderIds]));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.itemsTotal === '3000.00')).toBe(true);
  });
});
