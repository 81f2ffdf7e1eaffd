import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { freePort } from '../src/test/free-port';

/**
 * A fresh database for a benchmark: on BENCH_DATABASE_URL's server when set, otherwise on an
 * embedded PostgreSQL in a temporary folder. `dispose` stops and removes what it started.
 */
export async function createBenchDatabase(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.chmodSync(dataDir, 0o755);
  let stopServer = async () => undefined as void;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      database: 'postgres',
    });
    serverUrl = embedded.url;
    stopServer = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    dispose: async () => {
      await stopServer();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
