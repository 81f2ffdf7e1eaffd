import { eq, sql } from 'drizzle-orm';
import { stylistLooksResponseSchema, type Category } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createItem } from '../../db/factories';
import { items } from '../../db/schema';
import { asUser, buildTestApp, type Caller } from '../../test/app';
import { eventually } from '../../test/eventually';

// The shop as it runs: answers kept while the catalogue announces no change (decision 081).
const t = await buildTestApp({ SEARCH_MAX_AGE_SECONDS: '60' });
afterAll(() => t.close());

async function item(category: Category, name: string) {
  const { item } = await createItem(t.db, {
    category,
    name,
    gender: 'women',
    color: 'чёрный',
    variants: [{ size: 'M', stock: 5, color: 'чёрный' }],
  });
  return item;
}

/** The names of the pieces the looks around `itemId` propose. */
async function proposed(itemId: number, caller?: Caller): Promise<string[]> {
  const request = { method: 'GET' as const, url: `/api/stylist/looks?item_id=${itemId}` };
  const reply = caller ? await caller.inject(request) : await t.app.inject(request);
  expect(reply.statusCode, reply.body).toBe(200);
  const { looks } = stylistLooksResponseSchema.parse(reply.json());
  return looks.flatMap((look) =>
    look.items.flatMap((piece) => (piece.source === 'catalog' ? [piece.item.name] : [])),
  );
}

/** A change the catalogue does not announce, as if made behind the shop's back. */
async function unannounced(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('a guest’s looks around an item, kept while the catalogue is unchanged', () => {
  it('are computed once for every guest, and again once the catalogue announces a change', async () => {
    const coat = await item('top', 'Пальто для образа');
    await item('bottom', 'Брюки для образа');
    const boots = await item('footwear', 'Ботинки для образа');
    await item('accessory', 'Сумка для образа');
    // The shop starts listening to the catalogue's announcements on the first ask, and keeps
    // nothing until it hears them.
    await proposed(coat.id);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await proposed(coat.id)).toContain('Ботинки для образа');

    // Renamed behind the shop's back: guests are answered from what was kept; a shopper, whose
    // looks are their own, sees the new name at once.
    await unannounced(
      sql`update items set name = 'Ботинки переименованные' where id = ${boots.id}`,
    );
    expect(await proposed(coat.id)).toContain('Ботинки для образа');
    expect(await proposed(coat.id, await asUser(t))).toContain('Ботинки переименованные');

    // An announced change (the boots' price): the next guest gets looks found afresh.
    await t.db.update(items).set({ price: '25000.00' }).where(eq(items.id, boots.id));
    await eventually(async () => (await proposed(coat.id)).includes('Ботинки переименованные'));
  });
});
