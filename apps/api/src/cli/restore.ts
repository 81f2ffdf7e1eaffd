import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadConfig } from '../config/env';
import {
  ArchiveDamagedError,
  RestoreInterruptedError,
  RestoreRefusedError,
  restoreBackup,
} from '../db/backup/restore-backup';
import { exitWithStartupError } from '../lib/boot';
import { createS3Storage } from '../lib/s3-storage';
import { runFromInvocationDir } from '../lib/invocation-dir';
import * as schema from '../db/schema';
import { recordRestore } from '../modules/backups/backups.service';

/**
 * `npm run restore -- FILE`: puts an archive of `npm run backup` into an empty DATA_DIR (the
 * embedded database is created there) or, with DATABASE_URL, into an empty external database
 * (the stored files still go under DATA_DIR). An archive of an older version is migrated; a
 * busy target or an archive of a newer version is refused without changing anything.
 */
async function main() {
  runFromInvocationDir();
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- /path/to/vesta-backup-….tar.gz');
    process.exit(2);
  }
  const file = path.resolve(positionals[0]!);
  const config = loadConfig();
  const target = config.DATABASE_URL
    ? `the database of DATABASE_URL and ${config.dataDir}`
    : `${config.dataDir} (embedded PostgreSQL)`;
  console.info(`Restoring ${file} into ${target}…`);
  // Ctrl+C rolls the restore back, so that the target stays empty for the next attempt; a second
  // one ends the process at once.
  const interrupt = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      if (interrupt.signal.aborted) process.exit(130);
      console.error('\nInterrupted: rolling the restore back…');
      interrupt.abort();
    });
  const started = Date.now();
  const result = await restoreBackup({
    signal: interrupt.signal,
    file,
    dataDir: config.dataDir,
    folders: { uploads: config.uploadsDir, 'private-uploads': config.privateUploadsDir },
    // The restore only puts files: no address is signed, and the JWT secret file must not be
    // written into the DATA_DIR that has to be empty.
    bucket: config.s3
      ? createS3Storage({ settings: config.s3, signingKey: randomBytes(32) })
      : undefined,
    databaseUrl: config.DATABASE_URL,
    log: (message) => console.info(message),
    beforeCommit: (client, manifest) =>
      recordRestore(drizzle(client, { schema }), { file, snapshotAt: manifest.created_at }),
  });
  console.info(
    [
      `Restored in ${((Date.now() - started) / 1000).toFixed(1)} s: the snapshot of ${result.manifest.created_at}, ${result.rows} rows, ${result.files} files.`,
      result.upgradedBy
        ? `The archive's schema was ${result.upgradedBy} migration(s) behind this version: migrated.`
        : 'The schema was already this version’s.',
      'Start the shop with the same settings: npm start',
    ].join('\n'),
  );
}

main().catch((err) => {
  if (err instanceof RestoreRefusedError) {
    console.error(`\n✖ Restore refused: ${err.message}\n`);
    process.exit(1);
  }
  if (err instanceof RestoreInterruptedError) {
    console.error(`\n✖ ${err.message}\n`);
    process.exit(130);
  }
  if (err instanceof ArchiveDamagedError) {
    console.error(`\n✖ The restore failed: ${err.message}\n`);
    process.exit(1);
  }
  exitWithStartupError(err, 'The restore failed');
});
