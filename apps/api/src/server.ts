import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/connect';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo';
import { allJobHandlers, SCHEDULES } from './jobs/handlers';
import { createJobQueue } from './jobs/queue';
import { scheduleBackups } from './modules/backups/backups.jobs';
import { exitWithStartupError, onShutdownSignal } from './lib/boot';
import { createConfiguredStorage, sweepTemporaryFiles } from './lib/storage';

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups) await cleanup().catch((err) => console.error(err));
}

/**
 * The shop in one process: database (embedded unless DATABASE_URL), API, web app, job workers.
 * A start that fails stops what it started. If the embedded PostgreSQL dies, the process exits
 * non-zero: `npm start` (or any supervisor) starts the shop again, database included.
 */
async function main() {
  const config = loadConfig();
  const log = (message: string) => console.info(message);
  onShutdownSignal(cleanUp);
  const database = await openDatabase(config, { log });
  cleanups.push(database.close, database.stopServer);
  database.onServerExit((description) => {
    console.error(
      `\n✖ The embedded PostgreSQL stopped unexpectedly (${description}); exiting so the shop restarts.`,
    );
    cleanUp().finally(() => process.exit(3));
  });
  watchLauncher();

  await runMigrations(database.db);
  const storage = createConfiguredStorage(config);
  await sweepTemporaryFiles(config.uploadsDir, config.privateUploadsDir);

  const seeded =
    (config.SEED_DEMO_DATA ?? database.embedded)
      ? await seedDemoData({ db: database.db, storage, log })
      : null;
  if (seeded?.seeded) printDemoAccounts(seeded.accounts, seeded.items);

  // One line per queue error: the pg client's dump that follows an error object helps no one here.
  const queue = createJobQueue(database.url, (message, err) =>
    console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`),
  );
  cleanups.unshift(() => queue.stop());
  const app = await buildApp({ config, db: database.db, storage, queue });
  cleanups.unshift(() => app.close());

  if (config.WORKERS) {
    await queue.work(allJobHandlers(app.services));
    for (const { name, cron } of SCHEDULES) await queue.schedule(name, cron, {});
    await scheduleBackups(queue, config);
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  // The demo outfits' covers are drawn by the cover job once the shop answers (decision 041): the
  // first start does not wait for them; until then outfit cards show the items on the mannequin.
  if (seeded?.seeded)
    await app.services.outfits
      .scheduleCovers(seeded.outfitIds)
      .catch((err) => console.error('The demo outfits’ covers were not scheduled:', err));
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

/**
 * Started by `npm start`: if the launcher is killed outright, the shop ends too rather than run on
 * without anyone to stop it (its parent becomes another process).
 */
function watchLauncher() {
  const launcher = Number(process.env.VESTA_LAUNCHER_PID);
  if (!launcher) return;
  const timer = setInterval(() => {
    if (process.ppid === launcher) return;
    clearInterval(timer);
    console.error('The launcher is gone: stopping the shop.');
    cleanUp().finally(() => process.exit(1));
  }, 1000);
  timer.unref();
}

main().catch(async (err) => {
  await cleanUp();
  exitWithStartupError(err, 'The shop could not start');
});
