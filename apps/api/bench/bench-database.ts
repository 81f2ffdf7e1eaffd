import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { freePort } from '../src/test/free-port';

/**
 * A fresh database for a benchmark: on BENCH_DATABASE_URL's server when set, otherwise on an
 * embedded PostgreSQL in a temporary folder. `dispose` stops and removes what it started.
 *
 * With `keep`, the embedded cluster lives in that folder instead, an existing database of that
 * name is kept (`existed` says so: a seed of an hour need not run again) and `dispose` leaves the
 * folder for the next run.
 */
export async function createBenchDatabase(
  name: string,
  options: { keep?: string; port?: number } = {},
) {
  const dataDir = options.keep ?? fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  let stopServer = async () => undefined as void;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: options.port ?? (await freePort()),
      database: 'postgres',
    });
    serverUrl = embedded.url;
    stopServer = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existed =
    options.keep !== undefined &&
    ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  if (!existed) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    existed,
    dispose: async () => {
      await stopServer();
      if (options.keep === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
