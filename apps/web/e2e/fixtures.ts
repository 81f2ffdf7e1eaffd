import { test as base, expect, type Page } from '@playwright/test';
import { createDb, createUser, type CreateUserOptions, type Db } from '@shop/api/testing';

type WorkerFixtures = { db: Db };
type TestFixtures = {
  /** Inserts a user through the shared factories and returns its email and plain password. */
  makeUser: (
    options?: CreateUserOptions,
  ) => Promise<{ email: string; password: string; id: number }>;
};

/**
 * The real shop started by global-setup; the database is reached only to create users with the
 * same factories the seed and the API tests use (ARCHITECTURE rule 12).
 */
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
  makeUser: async ({ db }, use) => {
    await use(async (options = {}) => {
      const { user, password } = await createUser(db, { password: 'e2e-password-123', ...options });
      return { email: user.email, password, id: user.id };
    });
  },
});

export { expect };

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL('**/home');
}
