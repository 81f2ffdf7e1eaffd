import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createOutfit, createUser } from '../db/factories';
import { emails, orders, wardrobeItems } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/db';
import {
  assertCan,
  can,
  whereCan,
  type Actor,
  type Resource,
  type RowAction,
  type RowType,
} from './access-policy';

const shopper: Actor = { id: 1, isAdmin: false, isModerator: false };
const moderator: Actor = { id: 2, isAdmin: false, isModerator: true };
const admin: Actor = { id: 3, isAdmin: true, isModerator: false };
const manager: Actor = { id: 4, isAdmin: false, isModerator: false, isManager: true };

describe('the access policy', () => {
  it('lets moderators change only their own items, admins any, shoppers and guests none', () => {
    const own = { type: 'item', ownerId: 2 } as const;
    const seeded = { type: 'item', ownerId: null } as const;
    expect(can(moderator, 'create', seeded)).toBe(true);
    expect(can(moderator, 'edit', own)).toBe(true);
    expect(can(moderator, 'delete', own)).toBe(true);
    expect(can(moderator, 'edit', seeded)).toBe(false);
    expect(can(moderator, 'delete', { type: 'item', ownerId: 3 })).toBe(false);
    expect(can(admin, 'edit', seeded)).toBe(true);
    expect(can(admin, 'delete', own)).toBe(true);
    expect(can(shopper, 'create', seeded)).toBe(false);
    expect(can(shopper, 'edit', { type: 'item', ownerId: 1 })).toBe(false);
    expect(can(null, 'edit', seeded)).toBe(false);
  });

  it('lets authors delete their comments and admins any; nobody else', () => {
    const mine = { type: 'comment', authorId: 1 } as const;
    expect(can(shopper, 'delete', mine)).toBe(true);
    expect(can(moderator, 'delete', mine)).toBe(false);
    expect(can(admin, 'delete', mine)).toBe(true);
    expect(can(null, 'delete', mine)).toBe(false);
    expect(can(admin, 'edit', mine)).toBe(false);
  });

  it('lets owners and admins change outfits', () => {
    const outfit = { type: 'outfit', ownerId: 1, isPublic: true } as const;
    expect(can(shopper, 'edit', outfit)).toBe(true);
    expect(can(moderator, 'edit', outfit)).toBe(false);
    expect(can(admin, 'delete', outfit)).toBe(true);
    expect(can(null, 'create', outfit)).toBe(false);
  });

  it('keeps a wardrobe piece to its owner alone, admins included', () => {
    const piece = { type: 'wardrobe_item', ownerId: 1 } as const;
    expect(can(shopper, 'edit', piece)).toBe(true);
    expect(can(shopper, 'delete', piece)).toBe(true);
    expect(can(admin, 'edit', piece)).toBe(false);
    expect(can(admin, 'delete', piece)).toBe(false);
    expect(can(null, 'create', piece)).toBe(false);
  });

  it('keeps accounts and the import tool to admins', () => {
    for (const resource of [{ type: 'user', id: 1 } as const, { type: 'import' } as const]) {
      expect(can(shopper, 'edit', resource)).toBe(false);
      expect(can(moderator, 'create', resource)).toBe(false);
      expect(can(admin, 'delete', resource)).toBe(true);
    }
  });

  it('lets an orders manager work every order and read customers, and change no account', () => {
    const theirs = { type: 'order', ownerId: 1 } as const;
    expect(can(manager, 'view', theirs)).toBe(true);
    expect(can(manager, 'manage', theirs)).toBe(true);
    expect(can(manager, 'cancel', theirs)).toBe(true);
    expect(can(manager, 'view', { type: 'user', id: 1 })).toBe(true);
    expect(can(manager, 'list', { type: 'user' })).toBe(true);
    expect(can(moderator, 'view', { type: 'user', id: 1 })).toBe(false);
    expect(can(moderator, 'list', { type: 'user' })).toBe(false);
    expect(can(shopper, 'list', { type: 'user' })).toBe(false);
    for (const action of ['create', 'edit', 'delete'] as const) {
      expect(can(manager, action, { type: 'user', id: 1 })).toBe(false);
      expect(can(manager, action, { type: 'user' })).toBe(false);
      expect(can(admin, action, { type: 'user' })).toBe(true);
      expect(can(manager, action, { type: 'item', ownerId: null })).toBe(false);
      expect(can(manager, action, { type: 'import' })).toBe(false);
    }
  });

  it('shows and cancels orders for their owner and admins; only admins manage them', () => {
    const mine = { type: 'order', ownerId: 1 } as const;
    expect(can(shopper, 'view', mine)).toBe(true);
    expect(can(shopper, 'cancel', mine)).toBe(true);
    expect(can(shopper, 'manage', mine)).toBe(false);
    expect(can(moderator, 'view', mine)).toBe(false);
    expect(can(moderator, 'cancel', mine)).toBe(false);
    expect(can(admin, 'view', mine)).toBe(true);
    expect(can(admin, 'manage', { type: 'order', ownerId: null })).toBe(true);
    expect(can(null, 'view', mine)).toBe(false);
  });

  it('refuses with 403 FORBIDDEN and the given reason', () => {
    expect(() =>
      assertCan(shopper, 'delete', { type: 'comment', authorId: 9 }, 'Not yours'),
    ).toThrow(expect.objectContaining({ code: 'FORBIDDEN', status: 403, message: 'Not yours' }));
    expect(() => assertCan(admin, 'delete', { type: 'comment', authorId: 9 })).not.toThrow();
  });
});

describe('the rules that pick rows', () => {
  let database: TestDatabase;
  const actors: Record<string, Actor> = { guest: null };
  /** Rows of each table the rules pick from, with the resource `can` is asked about. */
  const rows: {
    [T in RowType]: { id: number; name: string; resource: Extract<Resource, { type: T }> }[];
  } = { item: [], outfit: [], order: [], wardrobe_item: [], email: [] };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const user = async (isAdmin: boolean, isModerator: boolean, isManager = false) => {
      const { user: row } = await createUser(db, {
        password: null,
        isAdmin,
        isModerator,
        isManager,
      });
      return { id: row.id, isAdmin, isModerator, isManager };
    };
    const owner = await user(false, false);
    Object.assign(actors, {
      owner,
      'other shopper': await user(false, false),
      moderator: await user(false, true),
      admin: await user(true, false),
      manager: await user(false, false, true),
    });
    const moderator = actors.moderator!;

    for (const isPublic of [true, false]) {
      const outfit = await createOutfit(db, { ownerId: owner.id, isPublic });
      rows.outfit.push({
        id: outfit.id,
        name: isPublic ? "the owner's public outfit" : "the owner's private outfit",
        resource: { type: 'outfit', ownerId: owner.id, isPublic },
      });
    }
    for (const [name, ownerId] of [
      ["the moderator's item", moderator.id],
      ["the owner's item", owner.id],
      ['a seeded item', null],
    ] as const) {
      const { item } = await createItem(db, { ownerId });
      rows.item.push({ id: item.id, name, resource: { type: 'item', ownerId } });
    }
    for (const [name, userId] of [
      ["the owner's order", owner.id],
      ['an order of a deleted account', null],
    ] as const) {
      const [order] = await db
        .insert(orders)
        .values({
          userId,
          contactName: 'Айгерим Садыкова',
          contactPhone: '+77012345678',
          deliveryMethod: 'courier',
          itemsTotal: '7990.00',
          deliveryPrice: '0.00',
          total: '7990.00',
          currency: 'KZT',
          paymentMethod: 'cash_on_delivery',
          paymentState: 'on_delivery',
          idempotencyKey: `policy-${name}`,
          requestHash: 'policy',
        })
        .returning({ id: orders.id });
      rows.order.push({ id: order!.id, name, resource: { type: 'order', ownerId: userId } });
    }
    const [piece] = await db
      .insert(wardrobeItems)
      .values({ ownerId: owner.id, source: 'photo', slot: 'top', name: 'Свитер' })
      .returning({ id: wardrobeItems.id });
    for (const [name, orderId] of [
      ["the owner's order's email", rows.order[0]!.id],
      ['a password link', null],
    ] as const) {
      const [email] = await db
        .insert(emails)
        .values({ to: 'owner@example.com', subject: name, text: name, orderId, state: 'kept' })
        .returning({ id: emails.id });
      rows.email.push({ id: email!.id, name, resource: { type: 'email', orderId } });
    }
    rows.wardrobe_item.push({
      id: piece!.id,
      name: "the owner's wardrobe piece",
      resource: { type: 'wardrobe_item', ownerId: owner.id },
    });
  });
  afterAll(() => database.close());

  /** Whether the database finds the row under the rule's condition (the table under another name). */
  async function found<T extends RowType>(actor: Actor, action: RowAction<T>, type: T, id: number) {
    const table = {
      item: 'items',
      outfit: 'outfits',
      order: 'orders',
      wardrobe_item: 'wardrobe_items',
      email: 'emails',
    }[type];
    const result = await database.db.execute<{ found: boolean }>(sql`
      select exists (select 1 from ${sql.identifier(table)} t
                     where t.id = ${id} and ${whereCan(actor, action, type, 't')}) as found`);
    return result.rows[0]!.found;
  }

  /** For each verb, who `can` on each row: the database must pick exactly these rows too. */
  const expected: { [T in RowType]: Record<RowAction<T>, Record<string, string[]>> } = {
    outfit: {
      view: {
        "the owner's public outfit": [
          'guest',
          'owner',
          'other shopper',
          'moderator',
          'admin',
          'manager',
        ],
        "the owner's private outfit": ['owner', 'admin'],
      },
      list: {
        "the owner's public outfit": [
          'guest',
          'owner',
          'other shopper',
          'moderator',
          'admin',
          'manager',
        ],
        "the owner's private outfit": ['owner'],
      },
    },
    order: {
      view: {
        "the owner's order": ['owner', 'admin', 'manager'],
        'an order of a deleted account': ['admin', 'manager'],
      },
      list: { "the owner's order": ['owner'], 'an order of a deleted account': [] },
    },
    item: {
      edit: {
        "the moderator's item": ['moderator', 'admin'],
        "the owner's item": ['admin'],
        'a seeded item': ['admin'],
      },
    },
    wardrobe_item: { view: { "the owner's wardrobe piece": ['owner'] } },
    email: {
      view: { "the owner's order's email": ['admin', 'manager'], 'a password link': ['admin'] },
    },
  };

  const cases = (Object.keys(expected) as RowType[]).flatMap((type) =>
    Object.keys(expected[type]).map((action) => ({ type, action })),
  );

  it.each(cases)(
    'agree in memory and in SQL on who may $action each $type',
    async ({ type, action }) => {
      const answers: Record<string, string[]> = {};
      for (const row of rows[type]) {
        const inMemory: string[] = [];
        const inSql: string[] = [];
        for (const [name, actor] of Object.entries(actors)) {
          if (can(actor, action as never, row.resource)) inMemory.push(name);
          if (await found(actor, action as never, type, row.id)) inSql.push(name);
        }
        expect(inSql, `${action} ${row.name}`).toEqual(inMemory);
        answers[row.name] = inMemory;
      }
      expect(answers).toEqual((expected[type] as Record<string, unknown>)[action]);
    },
  );
});
