import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/connect';
import { exitWithStartupError } from '../lib/boot';
import { createConfiguredStorage } from '../lib/configured-storage';
import { backupFileName, createBackupsService } from '../modules/backups/backups.service';
import { runFromInvocationDir } from '../lib/invocation-dir';

/**
 * `npm run backup [-- --out FILE]`: one archive of the whole shop (a consistent snapshot of the
 * database and every stored file) while it runs and takes writes; by default into the backups
 * folder (BACKUP_DIR, else DATA_DIR/backups). Uses the running shop's embedded database, starts
 * it for the moment when the shop is stopped, or DATABASE_URL's.
 */
async function main() {
  runFromInvocationDir();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = path.resolve(values.out ?? path.join(config.backupDir, backupFileName()));
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    console.error(
      `\n✖ There is no shop in ${config.dataDir} (no database there): nothing to back up. Set DATA_DIR to the shop's data folder.\n`,
    );
    process.exit(1);
  }
  const database = await openDatabase(config, { log: () => undefined, attach: true, poolSize: 1 });
  try {
    const started = Date.now();
    const { manifest, bytes } = await createBackupsService({
      config,
      db: database.db,
      storage: createConfiguredStorage(config),
    }).backUp(out);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.info(
      [
        `Backup written: ${out}`,
        `  ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  database snapshot of ${manifest.created_at} (schema ${manifest.schema.last ?? manifest.schema.migrations}): ${manifest.tables.length} tables, ${rows} rows`,
        `  ${manifest.files.length} stored files`,
        `Restore it with: npm run restore -- ${out}`,
      ].join('\n'),
    );
  } finally {
    await database.close();
    await database.stopServer();
  }
}

main().catch((err) => exitWithStartupError(err, 'The backup failed'));
