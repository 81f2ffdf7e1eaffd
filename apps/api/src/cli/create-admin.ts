import { parseArgs } from 'node:util';
import { isStrongEnoughPassword, isValidEmail, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { exitWithStartupError } from '../lib/boot';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';
import { createMediaService } from '../modules/media/media.service';
import { createConfiguredStorage } from '../lib/storage';

/**
 * `npm run create-admin -- --email E --password P`: creates an admin, or promotes (and re-activates)
 * an existing account and sets its password. Uses the running shop's embedded database when the
 * shop is up, otherwise starts it for the moment.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  const password = values.password;
  if (!email || !password) {
    console.error(
      'Usage: npm run create-admin -- --email admin@example.com --password "a long password"',
    );
    process.exit(2);
  }
  if (!isValidEmail(email)) {
    console.error(`"${email}" is not a valid email address.`);
    process.exit(2);
  }
  if (!isStrongEnoughPassword(password)) {
    console.error(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
    process.exit(2);
  }

  const config = loadConfig();
  const database = await openDatabase(config, { log: () => undefined, attach: true, poolSize: 2 });
  try {
    await runMigrations(database.db);
    const media = createMediaService({
      db: database.db,
      storage: createConfiguredStorage(config),
    });
    const users = createUsersService(createUsersRepository(database.db), media.url);
    const { user, created } = await users.upsertAdmin(email, password);
    console.info(
      created
        ? `Admin ${user.email} created.`
        : `${user.email} is now an admin (password updated, account active).`,
    );
  } finally {
    await database.close();
    await database.stopServer();
  }
}

main().catch((err) => exitWithStartupError(err, 'create-admin failed'));
