import fs from 'node:fs';
import type { AuditPage } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, buildTestApp, type TestApp } from '../../test/app';
import { backupsJobs } from './backups.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BACKUP_KEEP: '1', BACKUP_CRON: 'off' });
});
afterAll(async () => {
  await t.close();
});

describe('backups in the audit log', () => {
  it('names the admin who asked for a backup, and notes the archives the schedule deleted', async () => {
    const admin = await asAdmin(t);
    expect((await admin.inject({ method: 'POST', url: '/api/system/backups' })).statusCode).toBe(
      202,
    );
    // The job as a worker receives it, with the payload the request queued.
    const queued = await t.db.execute<{ data: { requestedBy?: number } }>(
      sql`select data from pgboss.job where name = 'system.backup' order by created_on desc limit 1`,
    );
    expect(queued.rows[0]!.data).toEqual({ requestedBy: admin.user.id });
    const run = backupsJobs(t.app.services)['system.backup']!;
    await run(queued.rows[0]!.data, { id: 'asked' });
    // The schedule's run keeps one archive (BACKUP_KEEP=1): the admin's goes.
    const first = fs.readdirSync(t.config.backupDir).find((n) => n.endsWith('.tar.gz'))!;
    await new Promise((r) => setTimeout(r, 5));
    await run({}, { id: 'scheduled' });

    const log = (
      await admin.inject({ method: 'GET', url: '/api/admin/audit?entity_type=backup' })
    ).json() as AuditPage;
    const entries = log.items.map((e) => ({
      action: e.action,
      actor: e.actor_email,
      file: e.changes.file,
    }));
    expect(entries).toEqual([
      { action: 'backup.delete', actor: null, file: [first, null] },
      { action: 'backup.create', actor: null, file: [null, expect.stringMatching(/\.tar\.gz$/)] },
      { action: 'backup.create', actor: admin.user.email, file: [null, first] },
    ]);
    const made = log.items.find((e) => e.actor_email === admin.user.email)!;
    expect(made.changes.size_bytes).toEqual([null, expect.any(Number)]);
  });
});
