import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavoriteOutfit,
  createCategoryMix,
  createItem,
  createItemComment,
  createOutfit,
  createOutfitComment,
  createPickupPoint,
  setCheckoutSettings,
} from '../db/factories';
import { asAdmin, asUser, buildTestApp, type Caller, type TestApp } from './app';
import { startFakeGoogle } from './fake-google';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { orderBody, placeOrder } from './orders';
import { inputArbitrary, type JsonSchema } from './schema-arbitrary';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Walks every operation of the served OpenAPI document as a guest, a shopper and an admin, with
 * inputs drawn from the operation's own schemas and with values at and beyond their bounds
 * (schema-arbitrary.ts). No answer may be a 5xx, and every status an operation answers must be
 * one its document lists.
 *
 * The seed is fixed so a failure repeats; OPENAPI_WALK_SEED and OPENAPI_WALK_RUNS (inputs per
 * operation and caller) explore further, e.g. `OPENAPI_WALK_SEED=7 OPENAPI_WALK_RUNS=60`.
 *
 * No operation is skipped. Every outside service the shop talks to is a local stand-in here
 * (Stripe, SMTP, Google, the image CDN), so nothing leaves the machine and "not configured"
 * answers (503) do not hide the code behind them. Import tasks are only queued: tests run no job
 * workers, so no Lamoda page is fetched. Multipart uploads (avatar, try-on photo, item pictures)
 * have no body schema in the document and are walked without a file; pictures have their own
 * tests. Deletions run last, and a caller whose session or account an operation ended (logout,
 * deleting the profile, an admin's change to the shopper) is signed in anew.
 */
const SEED = Number(process.env.OPENAPI_WALK_SEED ?? 19);
const RUNS = Number(process.env.OPENAPI_WALK_RUNS ?? 12);

/**
 * Operations walked with fewer inputs (4 per caller): each request hashes or checks a password
 * with argon2 (tens of milliseconds of CPU), or ends the caller's session or account, after which
 * the walk signs a new caller in (argon2 again). A handful of inputs already covers their bounds.
 */
const FEWER_RUNS = new Set([
  'POST /api/auth/register',
  'POST /api/auth/token',
  'POST /api/auth/logout',
  'POST /api/profile/password',
  'DELETE /api/profile',
  'POST /api/users',
  'PATCH /api/users/{id}',
  'POST /api/users/bulk-active',
]);

type Role = 'guest' | 'shopper' | 'admin';
const ROLES: Role[] = ['guest', 'shopper', 'admin'];

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
};
type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
  documented: Set<number>;
};
type Input = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: { value: unknown } | null;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
};

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType
          ? {
              contentType,
              schema: content[contentType]!.schema,
              required: operation.requestBody?.required ?? false,
            }
          : null,
        documented: new Set(Object.keys(operation.responses ?? {}).map(Number)),
      });
    }
  }
  // Deletions last, so the rows they may remove are there for every other operation first.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

function inputsOf(operation: Operation): fc.Arbitrary<Input> {
  const group = (where: Parameter['in']) => {
    const parameters = operation.parameters.filter((p) => p.in === where);
    return fc.record(
      Object.fromEntries(parameters.map((p) => [p.name, inputArbitrary(p.schema)])),
      {
        requiredKeys: parameters.filter((p) => p.required || where === 'path').map((p) => p.name),
      },
    );
  };
  const body = operation.body
    ? fc.oneof(
        { weight: 8, arbitrary: inputArbitrary(operation.body.schema).map((value) => ({ value })) },
        { weight: 1, arbitrary: fc.constant(null) },
      )
    : fc.constant(null);
  return fc.record({ path: group('path'), query: group('query'), headers: group('header'), body });
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

function urlOf(operation: Operation, input: Input): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = text(input.path[name]);
    // A wildcard keeps its slashes (a picture's key is a path); an empty segment would be another route.
    const encoded =
      name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
    return encoded || '%20';
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) search.append(name, text(entry));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function requestOf(operation: Operation, input: Input) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    const header = text(value);
    // Only what HTTP can carry in a header; anything else is sent percent-encoded.
    headers[name] = /^[\x20-\x7e]*$/.test(header) ? header : encodeURIComponent(header);
  }
  let payload: string | undefined;
  if (operation.body && input.body) {
    const { value } = input.body;
    headers['content-type'] = operation.body.contentType;
    if (operation.body.contentType === 'application/x-www-form-urlencoded') {
      payload =
        value && typeof value === 'object' && !Array.isArray(value)
          ? new URLSearchParams(
              Object.entries(value).map(([k, v]) => [k, text(v)] as [string, string]),
            ).toString()
          : text(value);
    } else {
      payload = JSON.stringify(value) ?? 'null';
    }
  }
  return { method: operation.method as 'GET', url: urlOf(operation, input), headers, payload };
}

function seedOf(key: string, role: Role): number {
  let hash = SEED;
  for (const char of `${key} ${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

type Observation = { role: Role; url: string; payload?: string; status: number; body: string };

let t: TestApp;
let stripe: FakeStripe;
let smtp: SmtpSink;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let cdn: http.Server;
const callers: Partial<Record<Exclude<Role, 'guest'>, Caller>> = {};

const serverErrors: Observation[] = [];
const observed = new Map<string, { operation: Operation; statuses: Map<number, Observation> }>();
const figures = { operations: 0, requests: 0, seconds: 0 };
const slowest: [string, number][] = [];

/** The caller for a role, made again when an operation ended its session or removed it. */
async function callerFor(role: Exclude<Role, 'guest'>): Promise<Caller> {
  const current = callers[role];
  if (current) {
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: current.headers });
    if (me.statusCode === 200) return current;
  }
  callers[role] = role === 'admin' ? await asAdmin(t) : await asUser(t);
  return callers[role];
}

async function seed() {
  const shopper = await callerFor('shopper');
  await callerFor('admin');
  const mix = await createCategoryMix(t.db);
  const { item } = await createItem(t.db, {
    images: ['items/walk-1.webp', 'items/walk-2.webp'],
    variants: [
      { size: 'S', stock: 3 },
      { size: 'M', stock: 0 },
    ],
  });
  const outfit = await createOutfit(t.db, {
    ownerId: shopper.user.id,
    items: { top: [mix.top[0]!.id], bottom: [mix.bottom[0]!.id] },
  });
  await createOutfit(t.db, { ownerId: shopper.user.id, isPublic: false });
  await createItemComment(t.db, { itemId: item.id, userId: shopper.user.id });
  await createOutfitComment(t.db, { outfitId: outfit.id, userId: shopper.user.id });
  await addFavoriteOutfit(t.db, { userId: shopper.user.id, outfitId: outfit.id });
  await createPickupPoint(t.db);
  await setCheckoutSettings(t.db);
  const {
    variants: [variant],
  } = await createItem(t.db, { price: '25990.00' });
  for (const payment_method of ['cash_on_delivery', 'online'] as const)
    await placeOrder(
      shopper,
      orderBody([{ variant_id: variant!.id, quantity: 1, price: 25990 }], { payment_method }),
    );
}

// The time limit is generous: a long exploring walk, or a busy machine, takes minutes.
beforeAll(
  async () => {
    stripe = await startFakeStripe();
    smtp = await startSmtpSink();
    google = await startFakeGoogle({ clientId: 'walk-client', clientSecret: 'walk-secret' });
    // The image CDN's stand-in has no pictures: the proxy's own checks are what is walked.
    cdn = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp({
      ...smtp.env,
      ...google.env,
      ...stripe.env,
      LAMODA_IMAGE_BASE_URL: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`,
      PUBLIC_URL: 'http://shop.test',
    });
    await seed();

    const started = performance.now();
    const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
    for (const operation of operations) {
      const seen = { operation, statuses: new Map<number, Observation>() };
      observed.set(operation.key, seen);
      const operationStarted = performance.now();
      const runs = FEWER_RUNS.has(operation.key) ? Math.min(RUNS, 4) : RUNS;
      for (const role of ROLES) {
        const inputs = fc.sample(inputsOf(operation), {
          seed: seedOf(operation.key, role),
          numRuns: runs,
        });
        for (const input of inputs) {
          const request = requestOf(operation, input);
          if (role !== 'guest') Object.assign(request.headers, (await callerFor(role)).headers);
          const response = await t.app.inject(request);
          figures.requests += 1;
          const observation: Observation = {
            role,
            url: request.url,
            payload: request.payload,
            status: response.statusCode,
            body: response.body.slice(0, 400),
          };
          if (!seen.statuses.has(response.statusCode))
            seen.statuses.set(response.statusCode, observation);
          if (response.statusCode >= 500) serverErrors.push(observation);
        }
      }
      figures.operations += 1;
      slowest.push([operation.key, performance.now() - operationStarted]);
    }
    slowest.sort((a, b) => b[1] - a[1]).splice(5);
    figures.seconds = Math.round((performance.now() - started) / 100) / 10;
    console.info(
      `OpenAPI walk (seed ${SEED}, ${RUNS} inputs per caller): ${figures.operations} operations, ` +
        `${figures.requests} requests in ${figures.seconds} s; slowest: ` +
        slowest.map(([key, ms]) => `${key} ${(ms / 1000).toFixed(1)} s`).join(', '),
    );
  },
  Math.max(300_000, RUNS * 40_000),
);

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
  await google?.close();
  cdn?.close();
});

const cut = (value: string, length = 160) =>
  value.length > length ? `${value.slice(0, length)}…(${value.length})` : value;
const describeObservation = (o: Observation) =>
  `${o.role}: ${cut(o.url)}${o.payload === undefined ? '' : ` ${cut(o.payload)}`} → ${o.status} ${cut(o.body)}`;

describe('every operation of the OpenAPI document, walked with generated and boundary inputs', () => {
  it('answers no 5xx to a guest, a shopper or an admin', () => {
    expect(figures.operations).toBeGreaterThan(100);
    expect(serverErrors.map(describeObservation)).toEqual([]);
  });

  it('answers only statuses its document lists', () => {
    const undocumented: string[] = [];
    for (const [key, { operation, statuses }] of observed)
      for (const [status, observation] of statuses)
        if (status < 500 && !operation.documented.has(status))
          undocumented.push(`${key} ${status} (${describeObservation(observation)})`);
    expect(undocumented).toEqual([]);
  });
});
