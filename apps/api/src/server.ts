import { loadConfig } from './config/env';
import { openDatabase } from './db/connect';
import { exitForRestart, exitWithStartupError, onShutdownSignal } from './lib/boot';

/**
 * The rest of the shop, loaded while PostgreSQL starts: each takes seconds on a busy machine, and
 * together they are most of the time a restart after a database crash takes.
 */
function loadShop() {
  return Promise.all([
    import('./app'),
    import('./db/migrate'),
    import('./db/seed/seed-demo'),
    import('./jobs/handlers'),
    import('./jobs/queue'),
    import('./modules/backups/backups.jobs'),
    import('./lib/configured-storage'),
    import('./lib/storage'),
  ]);
}

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
/** Once, however many ways the process is asked to end at the same time. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups) await cleanup().catch((err) => console.error(err));
  })();
  return cleaning;
}

/**
 * The shop in one process: database (embedded unless DATABASE_URL), API, web app, job workers.
 * A start that fails stops what it started. If the embedded PostgreSQL dies, the process exits
 * with the restart code: `npm start` (or any supervisor) starts the shop again, database included.
 */
async function main() {
  const config = loadConfig();
  const log = (message: string) => console.info(message);
  const stop = onShutdownSignal(cleanUp);
  watchLauncher(stop);
  const loading = loadShop();
  // Should the database fail first, its error is the one reported (a failed load is then moot).
  loading.catch(() => undefined);
  const database = await openDatabase(config, { log });
  cleanups.push(database.close, database.stopServer);
  database.onServerExit((description) => {
    console.error(
      `\n✖ The embedded PostgreSQL stopped unexpectedly (${description}); exiting so the shop restarts.`,
    );
    exitForRestart(cleanUp);
  });
  if (database.serverPid) tellLauncher({ type: 'postgres', pid: database.serverPid });
  const [
    { buildApp },
    { runMigrations },
    { seedDemoData },
    { allJobHandlers, SCHEDULES },
    { createJobQueue },
    { scheduleBackups },
    { createConfiguredStorage },
    { sweepTemporaryFiles },
  ] = await loading;

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
  tellLauncher({ type: 'running' });
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
 * Started by `npm start`, the shop talks to its launcher over an IPC channel: it says where its
 * PostgreSQL runs (the launcher stops it should this process be killed) and when it answers (the
 * launcher then knows the settings are good and restarts it whatever ends it).
 */
function tellLauncher(message: { type: 'postgres'; pid: number } | { type: 'running' }) {
  if (process.send && process.connected) process.send(message, undefined, {}, () => undefined);
}

/** A launcher that is gone (killed outright) closes the channel: the shop stops rather than run on unattended. */
function watchLauncher(stop: (message: string) => void) {
  if (!process.channel) return;
  process.channel.unref();
  process.once('disconnect', () => stop('The launcher is gone: stopping the shop.'));
}

main().catch(async (err) => {
  await cleanUp();
  exitWithStartupError(err, 'The shop could not start');
});
