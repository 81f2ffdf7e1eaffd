import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/contract';
import { items, itemVariants } from '../db/schema';
import { createItem } from '../db/factories';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { errorsPlugin } from './errors';

/**
 * A rule of the database that refuses a write reaches the client in the envelope — 409 for a
 * unique value or a reference, 422 for a check — with the constraint in the log and never in the
 * answer; writes that break each rule are run against a real PostgreSQL.
 */
let database: TestDatabase;
let app: FastifyInstance;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const { item, variants } = await createItem(db, { price: '1000' });
  app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
    },
  });
  await app.register(errorsPlugin);
  app.post('/check', async () => {
    // The product CSV import once sent a price of 0 this far.
    await db.update(items).set({ price: '0' }).where(eqId(item.id));
    return {};
  });
  app.post('/unique', async () => {
    await db.insert(itemVariants).values({ itemId: item.id, sku: variants[0]!.sku });
    return {};
  });
  app.post('/reference', async () => {
    await db.insert(itemVariants).values({ itemId: 2_000_000_000, sku: `nobody-${Date.now()}` });
    return {};
  });
  app.post('/broken', async () => {
    throw new Error('not a rule of the data');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const eqId = (id: number) => eq(items.id, id);

describe('a database rule refusing a write', () => {
  it.each([
    ['/check', 422, 'VALIDATION_FAILED', 'items_price_positive'],
    ['/unique', 409, 'CONFLICT', 'item_variants_sku_unique'],
    ['/reference', 409, 'CONFLICT', 'item_variants_item_id_items_id_fk'],
  ])(
    '%s answers %i %s in the envelope and logs the constraint',
    async (url, status, code, name) => {
      logged.length = 0;
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(status);
      const body = response.json() as ErrorEnvelope;
      expect(body.code).toBe(code);
      expect(response.body).not.toContain(name);
      expect(response.body).not.toMatch(/insert|update|violates/i);
      expect(logged).toContainEqual(expect.objectContaining({ constraint: name }));
    },
  );

  it('anything else is still a generic 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect((response.json() as ErrorEnvelope).code).toBe('INTERNAL');
  });
});
