import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '@shop/contract';
import {
  buildBackupArchive,
  buildBackupStatus,
  buildSystemAnalytics,
  buildSystemHealth,
  buildSystemPerformance,
} from '@/testing/dashboard-factories';
import { buildAdmin } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { BACKUP_POLL_MS } from '../api/backups';

/** The system page with `backups` answering the backups' state, one answer per request. */
function serveSystemPage(backups: () => BackupStatus) {
  server.use(
    mockApi.systemBackups(backups),
    mockApi.systemAnalytics(buildSystemAnalytics()),
    mockApi.systemHealth(buildSystemHealth()),
    mockApi.systemPerformance(buildSystemPerformance()),
  );
}

async function openBackups() {
  const rendered = renderApp({ route: '/admin/system', user: buildAdmin() });
  const card = await screen.findByRole('region', { name: 'Резервные копии' });
  await within(card).findByRole('button', { name: 'Создать резервную копию' });
  return { ...rendered, card };
}

const toastTexts = () =>
  Array.from(document.querySelectorAll('.mantine-Notification-root')).map((n) => n.textContent);

describe('backups on /admin/system', () => {
  it('lists every archive kept, newest first, each with its download link', async () => {
    serveSystemPage(() => buildBackupStatus());
    const { card } = await openBackups();
    const list = within(card).getByRole('list', { name: 'Архивы резервных копий' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 ноября 2026 г. в 03:00 · 12,4 МБСкачать',
      '19 ноября 2026 г. в 03:00 · 12,3 МБСкачать',
    ]);
    const link = within(rows[0]!).getByRole('link', {
      name: 'Скачать копию от 20 ноября 2026 г. в 03:00',
    });
    expect(link).toHaveAttribute('href', buildBackupStatus().archives[0]!.download_url);
    expect(link).toHaveAttribute('download', 'vesta-backup-20261120T030000.000Z.tar.gz');
  });

  it('makes a backup on demand, follows it, and says when its archive is there', async () => {
    const made = buildBackupArchive('2026-11-20T09:15:00.000Z', 14_000_000);
    let phase: 'before' | 'making' | 'made' = 'before';
    let reads = 0;
    serveSystemPage(() => {
      reads += 1;
      if (phase === 'before') return buildBackupStatus();
      if (phase === 'making') return buildBackupStatus({ in_progress: true });
      const status = buildBackupStatus();
      return { ...status, last: made, archives: [made, ...status.archives] };
    });
    const posts: number[] = [];
    server.use(
      mockApi.startBackup(() => {
        posts.push(Date.now());
        phase = 'making';
        return { in_progress: true };
      }),
    );
    const { card, user } = await openBackups();
    await user.click(within(card).getByRole('button', { name: 'Создать резервную копию' }));
    expect(posts).toHaveLength(1);
    expect(
      await within(card).findByText('Резервная копия создаётся. Это может занять несколько минут.'),
    ).toBeInTheDocument();
    // While it is made, the button cannot ask for a second one.
    expect(within(card).getByRole('button', { name: /Создать резервную копию/ })).toBeDisabled();

    const readsWhileMaking = reads;
    phase = 'made';
    await waitFor(() => expect(toastTexts()).toContain('Резервная копия создана'), {
      timeout: BACKUP_POLL_MS * 3,
    });
    expect(reads).toBeGreaterThan(readsWhileMaking);
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent(
      '20 ноября 2026 г. в 09:15 · 13,4 МБСкачать',
    );
    expect(within(card).getByRole('button', { name: 'Создать резервную копию' })).toBeEnabled();
    expect(within(card).queryByText(/Резервная копия создаётся/)).not.toBeInTheDocument();
  });

  it('says so when a backup is being made already', async () => {
    serveSystemPage(() => buildBackupStatus());
    server.use(
      mockApi.startBackup(() =>
        errorResponse(409, { code: 'BACKUP_IN_PROGRESS', message: 'A backup is being made' }),
      ),
    );
    const { card, user } = await openBackups();
    await user.click(within(card).getByRole('button', { name: 'Создать резервную копию' }));
    await waitFor(() => expect(toastTexts().join(' ')).toContain('Резервная копия уже создаётся'));
  });
});
