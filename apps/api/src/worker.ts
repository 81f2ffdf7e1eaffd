import { loadConfig } from './config/env';
import { openDatabase } from './db/connect';
import { runMigrations } from './db/migrate';
import { allJobHandlers, SCHEDULES } from './jobs/handlers';
import { createJobQueue } from './jobs/queue';
import { scheduleBackups } from './modules/backups/backups.jobs';
import { exitWithStartupError, onShutdownSignal } from './lib/boot';
import { createConfiguredStorage } from './lib/configured-storage';
import { runFromInvocationDir } from './lib/invocation-dir';
import { createServices } from './services';

/** A job worker process for scale-out (`npm run worker`): the same jobs as the in-process workers. */
async function main() {
  runFromInvocationDir();
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new Error(
      'A separate worker needs DATABASE_URL (the shared PostgreSQL); with the embedded database, `npm start` runs the workers in-process.',
    );
  }
  const database = await openDatabase(config, { log: console.info, poolSize: 4 });
  await runMigrations(database.db);
  const queue = createJobQueue(database.url, (message, err) => console.error(message, err));
  const services = createServices({
    db: database.db,
    config,
    storage: createConfiguredStorage(config),
    queue,
  });
  onShutdownSignal(async () => {
    await queue.stop();
    await services.close();
    await database.close();
  });
  await queue.work(allJobHandlers(services));
  for (const { name, cron } of SCHEDULES) await queue.schedule(name, cron, {});
  await scheduleBackups(queue, config);
  console.info('Worker is consuming jobs.');
}

main().catch((err) => exitWithStartupError(err, 'The worker could not start'));
