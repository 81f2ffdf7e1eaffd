import {
  isStrongEnoughPassword,
  isValidEmail,
  normaliseEmail,
  PASSWORD_MIN_LENGTH,
} from '@shop/contract';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { createJobQueue } from '../jobs/queue';
import { createConfiguredStorage } from '../lib/configured-storage';
import { createServices, type Services } from '../services';

/** `--email E --password P`, checked: the email's form and the password rules. Exits 2 otherwise. */
export function emailAndPassword(command: string): { email: string; password: string } {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  // The same written form as the API's (email.ts), so the account made here is the one signed in to.
  const normal = values.email ? normaliseEmail(values.email) : null;
  const email = normal?.ok ? normal.email : values.email;
  const password = values.password;
  if (!email || !password) {
    console.error(
      `Usage: npm run ${command} -- --email someone@example.com --password "a long password"`,
    );
    process.exit(2);
  }
  if (!normal?.ok || !isValidEmail(email)) {
    console.error(
      `"${email}" is not a valid email address${normal?.ok === false ? `: ${normal.message}` : ''}.`,
    );
    process.exit(2);
  }
  if (!isStrongEnoughPassword(password)) {
    console.error(
      `The password must have at least ${PASSWORD_MIN_LENGTH} characters, not only spaces.`,
    );
    process.exit(2);
  }
  return { email, password };
}

/**
 * Runs a command's work with the shop's services on its database: the running shop's embedded
 * database when the shop is up, otherwise started for the moment.
 */
export async function withServices<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config, { log: () => undefined, attach: true, poolSize: 2 });
  // Never started: these commands enqueue no jobs.
  const queue = createJobQueue(database.url, () => undefined);
  try {
    await runMigrations(database.db);
    return await work(
      createServices({ db: database.db, config, storage: createConfiguredStorage(config), queue }),
    );
  } finally {
    await database.close();
    await database.stopServer();
  }
}
