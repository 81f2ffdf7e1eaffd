import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/connect';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo';
import { allJobHandlers, SCHEDULES } from './jobs/handlers';
import { createJobQueue } from './jobs/queue';
import { exitWithStartupError, onShutdownSignal } from './lib/boot';
import { createConfiguredStorage, sweepTemporaryFiles } from './lib/storage';

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
  const storage = createConfiguredStorage(config);
  await sweepTemporaryFiles(config.uploadsDir, config.privateUploadsDir);

  if (config.SEED_DEMO_DATA ?? database.embedded) {
    const seeded = await seedDemoData({ db: database.db, storage, log });
    if (seeded.seeded) printDemoAccounts(seeded.accounts, seeded.items);
  }

  const queue = createJobQueue(database.url, (message, err) => console.error(message, err));
  cleanups.unshift(() => queue.stop());
  const app = await buildApp({ config, db: database.db, storage, queue });
  cleanups.unshift(() => app.close());

  if (config.WORKERS) {
    await queue.work(allJobHandlers(app.services));
    for (const { name, cron } of SCHEDULES) await queue.schedule(name, cron, {});
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
