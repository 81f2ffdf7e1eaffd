import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { freePort } from './free-port';

export const TEMPLATE_DATABASE = 'shop_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (any database) with the right to create databases from the migrated template. */
    testServerUrl: string;
  }
}

let embedded: EmbeddedPostgres | undefined;
let tempDir: string | undefined;

/**
 * Starts one real PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL's server) and
 * migrates a template database that every test file clones.
 */
export async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Everything the server keeps is under this folder, removed by teardown.
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
    embedded = await startEmbeddedPostgres({
      dataDir: tempDir,
      port: await freePort(),
      database: 'postgres',
    });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = createDb(templateUrl.toString(), { max: 1 });
  await runMigrations(template.db);
  await template.close();

  project.provide('testServerUrl', serverUrl);
}

export async function teardown() {
  await embedded?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}
