import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asManager, asModerator, asUser, buildTestApp, type Caller } from './app';

/**
 * The role matrix: every operation of the served OpenAPI document that a shopper is refused (403)
 * is a staff operation, and each belongs to one area of the admin panel. Who may call it follows
 * from the area alone; a new staff route lands in `admin` unless named below, so giving a role a
 * new route is a choice written here. Calls carry no valid input (a body that is not an object,
 * an id that does not exist): a refused role meets the route's role gate (403) before any input
 * is read, an allowed one gets past it (a 400 or 404, never the gate's 403).
 */
type Area = 'orders' | 'catalogue' | 'admin';
type Role = 'admin' | 'moderator' | 'manager';

const MAY: Record<Area, Role[]> = {
  // Orders, their returns and notes, customers (read), the orders' emails.
  orders: ['admin', 'manager'],
  // Items, their stock and pictures, the item analytics.
  catalogue: ['admin', 'moderator'],
  // Accounts and roles, settings, backups, the import, the audit log, outfits, the system.
  admin: ['admin'],
};

/** The operations of an area other than `admin`, by method and path as the document names them. */
const AREAS: [RegExp, Area][] = [
  [/^(GET|POST|PATCH|PUT) \/api\/orders\/(manage|\{id\})/, 'orders'],
  [/^(GET|POST) \/api\/emails\/outbox/, 'orders'],
  [/^GET \/api\/users\/?(export|\{id\}|\{id\}\/customer)?$/, 'orders'],
  [/^\w+ \/api\/(admin\/)?items/, 'catalogue'],
  [/^GET \/api\/analytics/, 'catalogue'],
  // The low-stock threshold, which the items list reads.
  [/^GET \/api\/admin\/stock-settings$/, 'catalogue'],
];
/** Staff routes that stay the admins' although their path looks like an area's. */
const ADMIN_ONLY = [/ \/api\/checkout\/settings$/];

function areaOf(key: string): Area {
  if (ADMIN_ONLY.some((pattern) => pattern.test(key))) return 'admin';
  return AREAS.find(([pattern]) => pattern.test(key))?.[1] ?? 'admin';
}

type Operation = { key: string; method: string; url: string; hasBody: boolean };

function operationsOf(document: {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      // No row has this id; a wildcard gets a name nothing is stored under.
      url: path.replace(/\{\*\}/g, 'nothing-here').replace(/\{[^}]+\}/g, '2147483000'),
      hasBody: operation.requestBody !== undefined,
    })),
  );
}

const t = await buildTestApp();
const callers = {} as Record<Role | 'shopper', Caller>;
let staffOperations: Operation[] = [];

async function statusOf(caller: Caller, operation: Operation) {
  const response = await caller.inject({
    method: operation.method as 'GET',
    url: operation.url,
    ...(operation.hasBody && {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('not an object'),
    }),
  });
  return response.statusCode;
}

beforeAll(async () => {
  callers.shopper = await asUser(t);
  callers.admin = await asAdmin(t);
  callers.moderator = await asModerator(t);
  callers.manager = await asManager(t);
  const operations = operationsOf(
    t.app.swagger() as unknown as Parameters<typeof operationsOf>[0],
  ).filter((operation) => !operation.key.startsWith('DELETE /api/profile'));
  for (const operation of operations)
    if ((await statusOf(callers.shopper, operation)) === 403) staffOperations.push(operation);
  staffOperations = staffOperations.sort((a, b) => a.key.localeCompare(b.key));
}, 120_000);
afterAll(() => t.close());

describe('the role matrix', () => {
  it('finds the staff routes of every area', () => {
    const keys = staffOperations.map((operation) => operation.key);
    expect(keys.length).toBeGreaterThan(40);
    for (const area of Object.keys(MAY) as Area[])
      expect(keys.filter((key) => areaOf(key) === area).length, area).toBeGreaterThan(2);
  });

  it('lets each role through exactly the routes of its areas', async () => {
    const wrong: string[] = [];
    for (const operation of staffOperations) {
      const may = MAY[areaOf(operation.key)];
      for (const role of ['admin', 'moderator', 'manager'] as const) {
        const status = await statusOf(callers[role], operation);
        const refused = status === 403;
        if (refused === may.includes(role))
          wrong.push(`${role} ${operation.key}: ${status}, ${refused ? 'refused' : 'let through'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('keeps an orders manager to the orders, their customers and their emails', () => {
    const managerKeys = staffOperations
      .filter((operation) => MAY[areaOf(operation.key)].includes('manager'))
      .map((operation) => operation.key);
    expect(managerKeys).toEqual(
      expect.arrayContaining([
        'GET /api/orders/manage',
        'PATCH /api/orders/{id}',
        'POST /api/orders/{id}/returns',
        'GET /api/users/{id}/customer',
        'GET /api/emails/outbox',
      ]),
    );
    for (const key of managerKeys)
      expect(key).toMatch(/ \/api\/(orders|emails\/outbox|users\/?(export|\{id\}(\/customer)?)?$)/);
  });
});
