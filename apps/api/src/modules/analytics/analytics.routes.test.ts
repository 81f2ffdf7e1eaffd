import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ItemAnalytics,
  SystemAnalytics,
  SystemHealth,
  SystemPerformance,
} from '@shop/contract';
import { buildApp } from '../../app';
import { createItem } from '../../db/factories';
import { engagementEvents, favoriteItems } from '../../db/schema';
import { createJobQueue } from '../../jobs/queue';
import { createConfiguredStorage } from '../../lib/configured-storage';
import { asAdmin, asModerator, asUser, buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: 'a-long-metrics-token-for-tests' });
});
afterAll(() => t.close());

describe('item and system analytics', () => {
  it('keeps every figure to its roles', async () => {
    const shopper = await asUser(t);
    const moderator = await asModerator(t);
    for (const url of ['/api/system/analytics', '/api/system/health', '/api/system/performance']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await shopper.inject({ method: 'GET', url })).statusCode).toBe(403);
      expect((await moderator.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect(
      (await shopper.inject({ method: 'GET', url: '/api/items/moderator/analytics' })).statusCode,
    ).toBe(403);
    expect(
      (await moderator.inject({ method: 'GET', url: '/api/items/moderator/analytics' })).statusCode,
    ).toBe(200);
  });

  it('computes a moderator’s item figures from their own items, an admin’s from all', async () => {
    const moderator = await asModerator(t);
    const fan = await asUser(t);
    const old = new Date(Date.now() - 10 * 86_400_000);
    const mine = [
      (
        await createItem(t.db, {
          ownerId: moderator.user.id,
          category: 'top',
          brand: 'Zara',
          price: '4000.00',
        })
      ).item,
      (
        await createItem(t.db, {
          ownerId: moderator.user.id,
          category: 'top',
          brand: 'Zara',
          price: '12000.00',
        })
      ).item,
      (
        await createItem(t.db, {
          ownerId: moderator.user.id,
          category: 'bottom',
          brand: 'Mango',
          price: '60000.00',
          createdAt: old,
        })
      ).item,
    ];
    await createItem(t.db, { ownerId: null, category: 'fragrance', brand: 'Dior' });
    await t.db.insert(favoriteItems).values({ userId: fan.user.id, itemId: mine[1]!.id });

    const own = (
      await moderator.inject({ method: 'GET', url: '/api/items/moderator/analytics' })
    ).json() as ItemAnalytics;
    expect(own.moderator_info.scope).toBe('own');
    expect(own.overview).toEqual({ total_items: 3, items_this_week: 2 });
    expect(own.categories).toEqual([
      { category: 'top', count: 2 },
      { category: 'bottom', count: 1 },
    ]);
    expect(own.brands).toEqual([
      { brand: 'Zara', count: 2 },
      { brand: 'Mango', count: 1 },
    ]);
    expect(own.price_analysis).toMatchObject({
      min_price: 4000,
      max_price: 60000,
      items_with_price: 3,
    });
    expect(own.price_analysis.average_price).toBeCloseTo(25333.33, 1);
    expect(own.price_distribution.map((b) => b.count)).toEqual([1, 0, 1, 0, 1, 0]);
    // Only what someone keeps as a favourite: no «0 в избранном» rows to fill the list.
    expect(own.popular_items.by_likes).toEqual([
      { item_id: mine[1]!.id, name: mine[1]!.name, likes: 1 },
    ]);
    expect(own.recent_activity).toEqual({
      last_week_items: 2,
      last_month_items: 3,
      growth_rate: 100,
    });

    const admin = await asAdmin(t);
    const all = (
      await admin.inject({ method: 'GET', url: '/api/items/moderator/analytics' })
    ).json() as ItemAnalytics;
    expect(all.moderator_info.scope).toBe('all');
    expect(all.overview.total_items).toBeGreaterThanOrEqual(4);
  });

  it('answers the system figures from the real data, seven days newest first', async () => {
    const admin = await asAdmin(t);
    const { item } = await createItem(t.db);
    await t.db.insert(engagementEvents).values([
      { kind: 'item_view', itemId: item.id, userId: null, viewer: 'guest:a' },
      {
        kind: 'item_view',
        itemId: item.id,
        userId: null,
        viewer: 'guest:b',
        day: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      },
    ]);
    const body = (
      await admin.inject({ method: 'GET', url: '/api/system/analytics' })
    ).json() as SystemAnalytics;
    expect(body.daily_activity).toHaveLength(7);
    const dates = body.daily_activity.map((d) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.daily_activity[0]!.views).toBeGreaterThanOrEqual(1);
    expect(body.daily_activity[2]!.views).toBeGreaterThanOrEqual(1);
    expect(body.system_info.admins).toBeGreaterThanOrEqual(1);
    expect(body.content_stats.total_items).toBeGreaterThanOrEqual(1);
    expect(body.top_categories.length).toBeLessThanOrEqual(8);
    expect(body.popular_items.length).toBeLessThanOrEqual(5);
    expect(body.popular_items.every((item) => item.likes > 0)).toBe(true);
    expect(body.popular_outfits.every((outfit) => outfit.likes > 0)).toBe(true);
    const health = (
      await admin.inject({ method: 'GET', url: '/api/system/health' })
    ).json() as SystemHealth;
    expect(health.database).toBe('connected');
    expect(health.users_count).toBe(body.system_info.total_users);
  });
});

describe('live performance figures', () => {
  it('count requests and active users of every API process', async () => {
    // A second API process on the same database.
    const queue = createJobQueue(t.config.DATABASE_URL!, () => undefined);
    const second = await buildApp({
      config: t.config,
      db: t.db,
      storage: createConfiguredStorage(t.config),
      queue,
      logger: false,
    });
    await second.ready();
    try {
      const admin = await asAdmin(t);
      const before = (
        await admin.inject({ method: 'GET', url: '/api/system/performance' })
      ).json() as SystemPerformance;
      const visitor = await asUser(t);
      for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/api/config' });
      for (let i = 0; i < 7; i++)
        await second.inject({ method: 'GET', url: '/api/config', headers: visitor.headers });
      await second.services.system.flush();

      const after = (
        await admin.inject({ method: 'GET', url: '/api/system/performance' })
      ).json() as SystemPerformance;
      // 5 + 7 requests, the sign-in of the visitor and the admin's first reading.
      expect(after.requests_per_hour - before.requests_per_hour).toBeGreaterThanOrEqual(13);
      expect(after.active_users_hour - before.active_users_hour).toBeGreaterThanOrEqual(1);
      expect(after.database_connections).toBeGreaterThan(0);
      expect(after.memory_usage).toBeGreaterThan(10);
    } finally {
      await second.close();
      await queue.stop();
    }
  });

  it('serves Prometheus metrics only with the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/api/config' });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-metrics-token-for-tests' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(
      /vesta_http_requests_total\{method="GET",route="\/api\/config",status="200"\} \d+/,
    );
    expect(ok.body).toMatch(/process_resident_memory_bytes/);
  });
});

describe('engagement roll-up', () => {
  it('moves events past two weeks into daily counts without changing the totals', async () => {
    const admin = await asAdmin(t);
    const { item } = await createItem(t.db);
    const old = new Date(Date.now() - 20 * 86_400_000);
    await t.db.insert(engagementEvents).values(
      ['guest:x', 'guest:y', 'guest:z'].map((viewer) => ({
        kind: 'item_view' as const,
        itemId: item.id,
        viewer,
        day: old.toISOString().slice(0, 10),
        createdAt: old,
      })),
    );
    const total = async () =>
      (
        (
          await admin.inject({ method: 'GET', url: '/api/system/analytics' })
        ).json() as SystemAnalytics
      ).activity_stats.total_views;
    const before = await total();
    await t.app.services.history.rollUp();
    expect(await total()).toBe(before);
    const raw = await t.db
      .select()
      .from(engagementEvents)
      .where(eq(engagementEvents.itemId, item.id));
    expect(raw).toEqual([]);
  });
});
