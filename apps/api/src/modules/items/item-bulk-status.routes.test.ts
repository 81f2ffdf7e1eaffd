import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BulkResult, ErrorEnvelope } from '@shop/contract';
import { createItem } from '../../db/factories';
import { auditLog, items } from '../../db/schema';
import { asAdmin, asModerator, asUser, buildTestApp, type Caller } from '../../test/app';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await asAdmin(t);
const moderator = await asModerator(t);

const bulk = (caller: Caller, payload: object) =>
  caller.inject({ method: 'POST', url: '/api/items/bulk-status', payload });
const statusOf = async (id: number) =>
  (await t.db.select({ status: items.status }).from(items).where(eq(items.id, id)))[0]?.status;
const item = async (ownerId: number | null, status: 'draft' | 'active' | 'archived' = 'active') =>
  (await createItem(t.db, { name: 'Рубашка', ownerId, status })).item.id;
const statusEntries = (ids: number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'item'),
        inArray(auditLog.entityId, ids),
        eq(auditLog.action, 'item.status'),
      ),
    );

describe('bulk status of ticked items', () => {
  it('sets the status of each item an admin ticked, one audit entry per change', async () => {
    const a = await item(null, 'active');
    const b = await item(moderator.user.id, 'draft');
    const r = await bulk(admin, { ids: [a, b], status: 'archived' });
    expect(r.statusCode).toBe(200);
    expect(r.json() as BulkResult).toEqual({ changed: [a, b], skipped: [] });
    expect(await statusOf(a)).toBe('archived');
    expect(await statusOf(b)).toBe('archived');

    const entries = await statusEntries([a, b]);
    expect(entries.map((e) => [e.entityId, e.actorId, e.changes]).sort()).toEqual(
      [
        [a, admin.user.id, { status: ['active', 'archived'] }],
        [b, admin.user.id, { status: ['draft', 'archived'] }],
      ].sort(),
    );
  });

  it("leaves a moderator's foreign and missing items, naming each, and changes their own", async () => {
    const own = await item(moderator.user.id, 'draft');
    const foreign = await item(admin.user.id, 'draft');
    const r = await bulk(moderator, { ids: [own, foreign, 999_999], status: 'active' });
    expect(r.statusCode).toBe(200);
    expect(r.json() as BulkResult).toEqual({
      changed: [own],
      skipped: [
        { id: foreign, code: 'FORBIDDEN' },
        { id: 999_999, code: 'NOT_FOUND' },
      ],
    });
    expect(await statusOf(own)).toBe('active');
    expect(await statusOf(foreign)).toBe('draft');
    expect((await statusEntries([own, foreign])).map((e) => e.entityId)).toEqual([own]);
  });

  it('writes nothing for an item already in that status', async () => {
    const same = await item(null, 'draft');
    expect((await bulk(admin, { ids: [same], status: 'draft' })).json()).toEqual({
      changed: [same],
      skipped: [],
    });
    expect(await statusEntries([same])).toEqual([]);
  });

  it('is refused to shoppers and guests, and checks its body', async () => {
    const a = await item(null, 'active');
    const shopper = await asUser(t);
    const refused = await bulk(shopper, { ids: [a], status: 'draft' });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorEnvelope).code).toBe('FORBIDDEN');
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/items/bulk-status',
      payload: { ids: [a], status: 'draft' },
    });
    expect(guest.statusCode).toBe(401);
    for (const payload of [
      { ids: [], status: 'draft' },
      { ids: [a], status: 'sold' },
      { ids: [a], status: 'draft', extra: true },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'draft' },
    ])
      expect((await bulk(admin, payload)).statusCode).toBe(400);
    expect(await statusOf(a)).toBe('active');
  });
});
