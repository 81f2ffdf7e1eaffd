import fs from 'node:fs';
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
async function start(dataDir: string, port: number, fallbackRoot?: string) {
  const server = await startEmbeddedPostgres({ dataDir, port, database: 'vesta', fallbackRoot });
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
    'runs as root from a clone under a private (700) home folder',
    async () => {
      const privateHome = tempFolder(0o700);
      const dataDir = path.join(privateHome, 'clone', 'data');
      const fallbackRoot = path.join(tempFolder(), 'fallback');
      const server = await start(dataDir, await freePort(), fallbackRoot);
      expect(server.dataDir.startsWith(fallbackRoot)).toBe(true);
      await query(server.url, 'create table kept (id int); insert into kept values (7)');
      await server.stop();
      // The same data folder finds the same cluster again.
      const again = await start(dataDir, await freePort(), fallbackRoot);
      expect(again.dataDir).toBe(server.dataDir);
      expect(await query(again.url, 'select id from kept')).toEqual([{ id: 7 }]);
    },
  );
});
