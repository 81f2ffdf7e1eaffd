import type { AppConfig } from '../config/env';
import { createDb, type DbHandle } from './client';
import { attachOrStartEmbeddedPostgres, startEmbeddedPostgres } from './embedded';

export const EMBEDDED_DATABASE = 'vesta';

export type Database = DbHandle & {
  url: string;
  embedded: boolean;
  /** The embedded postmaster's process id (null for an external database, or one attached to). */
  serverPid: number | null;
  stopServer: () => Promise<void>;
  /** The embedded server died (not when stopped); never called for an external database. */
  onServerExit: (listener: (description: string) => void) => void;
};

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * DATABASE_URL when set (an external PostgreSQL: nothing embedded is started), otherwise the
 * embedded PostgreSQL with its data under DATA_DIR. `attach` lets a command share a running shop's server.
 */
export async function openDatabase(
  config: AppConfig,
  options: { log: (message: string) => void; attach?: boolean; poolSize?: number },
): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopServer = async () => undefined as void;
  let onServerExit: Database['onServerExit'] = () => undefined;
  let serverPid: number | null = null;
  if (!url) {
    const start = options.attach ? attachOrStartEmbeddedPostgres : startEmbeddedPostgres;
    const server = await start({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      database: EMBEDDED_DATABASE,
      log: options.log,
    });
    url = server.url;
    stopServer = server.stop;
    onServerExit = server.onUnexpectedExit ?? onServerExit;
    serverPid = server.pid ?? null;
  }
  const handle = createDb(url, { max: options.poolSize ?? 10 });
  try {
    await handle.pool.query('select 1');
  } catch (err) {
    await handle.close().catch(() => undefined);
    await stopServer();
    throw new DatabaseUnreachableError(
      `Cannot reach the database at ${describe(url)}: ${(err as Error).message}`,
    );
  }
  return { ...handle, url, embedded: !config.DATABASE_URL, serverPid, stopServer, onServerExit };
}
