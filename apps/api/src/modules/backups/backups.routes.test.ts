import fs from 'node:fs';
import path from 'node:path';
import { backupStatusSchema } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asModerator, buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BACKUP_KEEP: '2', BACKUP_CRON: '30 2 * * *' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/system/backups', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/backups' })).statusCode).toBe(
      401,
    );
    const moderator = await asModerator(t);
    expect((await moderator.inject({ method: 'GET', url: '/api/system/backups' })).statusCode).toBe(
      403,
    );
  });

  it('shows the newest archive of the scheduled backups, its size and whether it is stale', async () => {
    const admin = await asAdmin(t);
    const get = async () => {
      const response = await admin.inject({ method: 'GET', url: '/api/system/backups' });
      expect(response.statusCode).toBe(200);
      return backupStatusSchema.parse(response.json());
    };

    const none = await get();
    expect(none).toMatchObject({ last: null, stale: true, schedule: '30 2 * * *', keep: 2 });

    // Three scheduled runs keep the newest two (BACKUP_KEEP=2).
    for (let i = 0; i < 3; i += 1) {
      const result = await t.app.services.backups.runScheduled();
      const stamp = new Date(Date.now() - (3 - i) * 3600_000);
      fs.utimesSync(result!.file, stamp, stamp);
    }
    const folder = t.config.backupDir;
    expect(fs.readdirSync(folder).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(2);

    const fresh = await get();
    const newest = path.join(folder, fresh.last!.file);
    expect(fresh.last!.size_bytes).toBe(fs.statSync(newest).size);
    expect(new Date(fresh.last!.created_at).getTime()).toBe(fs.statSync(newest).mtime.getTime());
    expect(fresh.stale).toBe(false);
    expect(fresh.last_failure).toBeNull();

    // A day and a bit later, the page warns.
    const old = new Date(Date.now() - 25 * 3600_000);
    for (const name of fs.readdirSync(folder)) fs.utimesSync(path.join(folder, name), old, old);
    expect((await get()).stale).toBe(true);
  });
});

describe('archives on the system page', () => {
  it('lists every archive kept, newest first, each downloadable by its signed link only', async () => {
    const admin = await asAdmin(t);
    const status = backupStatusSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/system/backups' })).json(),
    );
    expect(status.archives.map((a) => a.file)).toHaveLength(2);
    expect(status.last).toEqual(status.archives[0]);
    const [newest, older] = status.archives;
    expect(newest!.created_at >= older!.created_at).toBe(true);

    // A link opens without a token (a plain download), and gives the archive's very bytes.
    const download = await t.app.inject({ method: 'GET', url: newest!.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${newest!.file}"`);
    expect(
      download.rawPayload.equals(fs.readFileSync(path.join(t.config.backupDir, newest!.file))),
    ).toBe(true);

    // Another archive's signature, a forged one, an expired one, or a name of our own: refused.
    const url = new URL(newest!.download_url, 'http://shop');
    const forged = [
      `/api/system/backups/${older!.file}${url.search}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=AAAA`,
      `${url.pathname}?expires=1000&signature=${url.searchParams.get('signature')}`,
      `/api/system/backups/..%2Fpostgres-password${url.search}`,
    ];
    for (const address of forged) {
      const refused = await t.app.inject({ method: 'GET', url: address });
      expect(refused.statusCode, address).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('POST /api/system/backups', () => {
  it('is for admins only', async () => {
    const moderator = await asModerator(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/system/backups' })).statusCode).toBe(
      401,
    );
    expect(
      (await moderator.inject({ method: 'POST', url: '/api/system/backups' })).statusCode,
    ).toBe(403);
  });

  it('queues a backup and refuses a second while the first waits', async () => {
    const admin = await asAdmin(t);
    const started = await admin.inject({ method: 'POST', url: '/api/system/backups' });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ in_progress: true });

    const status = backupStatusSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/system/backups' })).json(),
    );
    expect(status.in_progress).toBe(true);

    const again = await admin.inject({ method: 'POST', url: '/api/system/backups' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BACKUP_IN_PROGRESS');
  });
});
