import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@shop/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config/env';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { createConfiguredStorage } from '../lib/configured-storage';
import { createUser, type CreateUserOptions, type UserRow } from '../db/factories';
import { createTestDatabase, type TestDatabase } from './db';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export type TestApp = {
  app: App;
  db: TestDatabase['db'];
  config: AppConfig;
  /** The real pg-boss queue on the test database; it starts on first use. */
  queue: JobQueue;
  close: () => Promise<void>;
};

/** The real application on a fresh database of its own; requests go through `app.inject`. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    fetchImage?: (url: string) => Promise<Buffer>;
    /**
     * A database another app of the test uses too (several API processes of one shop); it is left
     * open on close, for its owner to close.
     */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Every test signs its users in from one address; the limit itself has its own tests.
    RATE_LIMIT_AUTH_PER_IP: '100000',
    // Tests write items and read the counts at once; the kept counts have their own test.
    FACETS_MAX_AGE_SECONDS: '0',
    SEARCH_MAX_AGE_SECONDS: '0',
    // Tests change an account and use its token at once; the kept sessions have their own test.
    SESSION_KEEP_SECONDS: '0',
    ...env,
  });
  const queue = createJobQueue(database.url, () => undefined);
  const app = await buildApp({
    config,
    queue,
    db: database.db,
    storage: createConfiguredStorage(config),
    // TEST_LOGS=1 shows the server's errors (the cause of a 500) while debugging a test.
    logger: process.env.TEST_LOGS ? { level: 'error' } : false,
    fetchImage: options.fetchImage,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    queue,
    close: async () => {
      await app.close();
      await queue.stop();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The shop with Stripe's stand-in as its payment provider; it listens on a free local port, for
 * Stripe's webhooks. `close` ends both.
 */
export async function buildTestAppWithStripe(
  env: Record<string, string> = {},
): Promise<TestApp & { stripe: FakeStripe; webhookUrl: string }> {
  const stripe = await startFakeStripe();
  const t = await buildTestApp({ ...stripe.env, PUBLIC_URL: 'http://shop.test', ...env });
  const shopUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  stripe.webhookUrl = `${shopUrl}/api/payments/stripe/webhook`;
  return {
    ...t,
    stripe,
    webhookUrl: stripe.webhookUrl,
    close: async () => {
      // A webhook the stand-in is still sending must not hold the shop's close (it once waited
      // past the hook's minute): the file's tests are over.
      t.app.server.closeAllConnections();
      await t.close();
      await stripe.close();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export async function registerUser(
  app: App,
  email = uniqueEmail(),
  password = 'correct-horse-battery',
): Promise<AuthResponse & { password: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function loginForm(email: string, password: string) {
  return {
    method: 'POST' as const,
    url: '/api/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  };
}

/** A signed-in caller of the API: its row, its access token, and `inject` with its bearer header. */
export type Caller = {
  user: UserRow;
  token: string;
  headers: { authorization: string };
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** A new account with the given roles, signed in through the real sign-in call. */
export async function asUser(t: TestApp, options: CreateUserOptions = {}): Promise<Caller> {
  const password = 'correct-horse-battery';
  const { user } = await createUser(t.db, { ...options, password });
  const response = await t.app.inject(loginForm(user.email, password));
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const token = (response.json() as AuthResponse).access_token;
  const headers = bearer(token);
  return {
    user,
    token,
    headers,
    inject: (request) => t.app.inject({ ...request, headers: { ...request.headers, ...headers } }),
  };
}

export const asModerator = (t: TestApp) => asUser(t, { isModerator: true });
export const asManager = (t: TestApp) => asUser(t, { isManager: true });
export const asAdmin = (t: TestApp) => asUser(t, { isAdmin: true });
