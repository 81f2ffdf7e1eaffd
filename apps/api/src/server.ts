import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/connect';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo';
import { createJobQueue } from './jobs/queue';
import { exitWithStartupError, onShutdownSignal } from './lib/boot';
import { createLocalStorage } from './lib/storage';
import { systemJobs } from './modules/system/system.jobs';

/** The shop in one process: database (embedded unless DATABASE_URL), API, web app, job workers. */
async function main() {
  const config = loadConfig();
  const log = (message: string) => console.info(message);
  const database = await openDatabase(config, { log });
  const cleanups: (() => Promise<void>)[] = [database.close, database.stopServer];
  onShutdownSignal(async () => {
    for (const cleanup of cleanups) await cleanup().catch((err) => console.error(err));
  });

  await runMigrations(database.db);
  const storage = createLocalStorage(config.uploadsDir);

  if (config.SEED_DEMO_DATA ?? database.embedded) {
    const seeded = await seedDemoData({ db: database.db, storage, log });
    if (seeded.seeded) printDemoAccounts(seeded.accounts, seeded.items);
  }

  const app = await buildApp({ config, db: database.db, storage });
  cleanups.unshift(() => app.close());

  const queue = createJobQueue(database.url, (message, err) => app.log.error({ err }, message));
  cleanups.splice(1, 0, () => queue.stop());
  if (config.WORKERS) {
    await queue.work(systemJobs(app.services));
    await queue.schedule('system.cleanup', '17 * * * *', {});
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  console.info(
    `\nVESTA is running at ${config.publicUrl}${database.embedded ? ' (embedded PostgreSQL)' : ''}\n`,
  );
}

function printDemoAccounts(
  accounts: { role: string; email: string; password: string }[],
  items: number,
) {
  const lines = accounts.map((a) => `  ${a.role.padEnd(10)} ${a.email.padEnd(22)} ${a.password}`);
  console.info(
    [
      '',
      `Demo data created: ${items} items and these accounts.`,
      'The passwords are shown only this once — write them down:',
      ...lines,
      '',
    ].join('\n'),
  );
}

main().catch((err) => exitWithStartupError(err, 'The shop could not start'));
