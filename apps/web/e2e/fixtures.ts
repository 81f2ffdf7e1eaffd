import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS, type AuthResponse } from '@shop/contract';
import {
  createDb,
  createItem,
  createUser,
  type CreateItemOptions,
  lowerPasswordCostForTests,
  type CreateUserOptions,
  type Db,
} from '@shop/api/testing';

// The users the specs make hash their passwords at argon2id's smallest cost; the shop verifies
// any cost a hash names, and its own hashing is unchanged (decision 080).
lowerPasswordCostForTests();

type WorkerFixtures = { db: Db };
type TestFixtures = {
  /** On a failure, what the shop and the page said while the test ran (attached, printed). */
  failureContext: void;
  /** Inserts a user through the shared factories and returns its email and plain password. */
  makeUser: (
    options?: CreateUserOptions,
  ) => Promise<{ email: string; password: string; id: number }>;
  /**
   * An active item of the test's own (a `unique` name; by default a top in size M, 10 in stock),
   * as the API shows it. A test that orders, or changes stock, takes its own: an item another spec
   * made (the newest in the catalogue) would change under that spec.
   */
  makeItem: (options?: CreateItemOptions) => Promise<ShownItem>;
};

/** An item as `GET /api/items/{id}` shows it, as far as the specs read it. */
export type ShownItem = {
  id: number;
  name: string;
  price: number | null;
  variants: {
    id: number;
    size: string | null;
    color: string | null;
    price: number | null;
    stock: number;
  }[];
};

/**
 * The real shop started by global-setup; the database is reached only to create users with the
 * same factories the seed and the API tests use, so its users look like theirs.
 */
export type MakeUser = TestFixtures['makeUser'];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  db: [
    async ({}, use) => {
      const handle = createDb(process.env.E2E_DATABASE_URL!, { max: 2 });
      await use(handle.db);
      await handle.close();
    },
    { scope: 'worker' },
  ],
  failureContext: [
    async ({ page }, use, testInfo) => {
      const serverFile = process.env.E2E_SERVER_OUTPUT_FILE!;
      const serverFrom = fs.statSync(serverFile).size;
      const pageSaid = listenToPage(page);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const serverSaid = readFrom(serverFile, serverFrom);
      await testInfo.attach('server output', {
        body: serverSaid || '(nothing)',
        contentType: 'text/plain',
      });
      await testInfo.attach('page', {
        body: pageSaid.join('\n') || '(nothing)',
        contentType: 'text/plain',
      });
      // The reporter prints 300 characters of an attachment; the log gets the gist whole.
      const gist = [
        ...serverGist(serverSaid),
        ...pageSaid.filter((line) => !/^[\d.]+ s at /.test(line)),
      ];
      if (gist.length)
        console.info(`What the shop and the page said:\n${gist.slice(0, 40).join('\n')}`);
    },
    { auto: true },
  ],
  makeItem: async ({ db, request }, use) => {
    await use(async (options = {}) => {
      const { item } = await createItem(db, { name: unique('Футболка своя'), ...options });
      return (await (await request.get(`/api/items/${item.id}`)).json()) as ShownItem;
    });
  },
  makeUser: async ({ db }, use) => {
    await use(async (options = {}) => {
      const { user, password } = await createUser(db, { password: 'e2e-password-123', ...options });
      return { email: user.email, password, id: user.id };
    });
  },
});

/** What the page says while a test runs: errors and warnings, failed requests, 5xx, navigations. */
function listenToPage(page: Page): string[] {
  const said: string[] = [];
  const startedAt = Date.now();
  const at = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      said.push(`${at()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => said.push(`${at()} page error: ${e.message}`));
  page.on('requestfailed', (r) =>
    said.push(`${at()} failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
  );
  page.on('response', (r) => {
    if (r.status() >= 500) said.push(`${at()} ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) said.push(`${at()} at ${f.url()}`);
  });
  return said;
}

/** The last 64 KB a file gained after `from`. */
function readFrom(file: string, from: number): string {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(size - from, 64_000));
    fs.readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString();
  } finally {
    fs.closeSync(fd);
  }
}

/** The server's warnings and errors (pino's JSON lines), one short line each. */
function serverGist(output: string): string[] {
  return output.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as {
        level: number;
        msg?: string;
        req?: { method: string; url: string };
        err?: { message: string };
      };
      if (entry.level < 40) return [];
      const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
      return [
        `server ${entry.level >= 50 ? 'error' : 'warning'}: ${entry.msg ?? ''}${request} ${entry.err?.message ?? ''}`.trim(),
      ];
    } catch {
      return line.trim() ? [`server: ${line.slice(0, 300)}`] : [];
    }
  });
}

export { expect };

/** How many random letters end a `unique` name: always this many. */
export const UNIQUE_TOKEN_LENGTH = 10;

/**
 * A name only the calling test's data has, to find that data by: `words`, `joiner` and ten random
 * Latin letters (always ten, never digits). Every spec shares one shop, and the lists search by
 * part of a name: two names made here neither equal nor contain one another, so a search for one
 * finds only its own data, whatever ran before it. A time (`Date.now()`) did not: two of them
 * share all but their last digits, so a search for less than the whole name found both.
 */
export function unique(words: string, joiner = ' '): string {
  let token = '';
  for (let i = 0; i < UNIQUE_TOKEN_LENGTH; i++) token += String.fromCharCode(97 + randomInt(26));
  return `${words}${joiner}${token}`;
}

/** The two screens an admin journey runs on: a desktop and a phone. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const SIZES = [
  { name: 'desktop', viewport: DESKTOP, phone: false },
  { name: 'phone', viewport: PHONE, phone: true },
] as const;
export type Size = (typeof SIZES)[number];

/**
 * Signs in through the API, as the sign-in form does, and keeps the tokens and the user where the
 * app keeps them (localStorage), from a bare page of the shop's origin (the health check): no page
 * of the app is opened, so the test goes on with `page.goto`. The form itself is driven by
 * `signInWithForm` where signing in is what a test checks (decision 080). Answers the access
 * token, for the API calls a test makes as that user.
 */
export async function signIn(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post('/api/auth/token', {
    form: { username: email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const auth = (await response.json()) as AuthResponse;
  await page.goto('/api/healthz');
  await page.evaluate(
    ({ keys, auth }) => {
      localStorage.setItem(keys.accessToken, auth.access_token);
      localStorage.setItem(keys.refreshToken, auth.refresh_token);
      localStorage.setItem(keys.user, JSON.stringify(auth.user));
    },
    { keys: STORAGE_KEYS, auth },
  );
  return auth.access_token;
}

/** Signs in on /login with the form, and waits for /home. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL('**/home');
}

type WithDrawnHeading = { drawnHeading?: Element | null };

/**
 * Opens `url`, a page that comes drawn (decision 037), and waits for the app to start. True when
 * the app adopted the drawn markup (the heading the HTML brought is still the one on screen), false
 * when it drew the page again.
 */
export async function openDrawnPage(page: Page, url: string): Promise<boolean> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as WithDrawnHeading).drawnHeading = document.querySelector('h1');
    }),
  );
  await page.goto(url);
  // React marks the elements it has taken over (hydrated or drawn itself).
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  return page.evaluate(() => {
    const drawn = (window as WithDrawnHeading).drawnHeading;
    return drawn !== null && drawn !== undefined && document.querySelector('h1') === drawn;
  });
}
