import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupArchive } from '@shop/contract';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useBackupStatus, useStartBackup } from '../api/backups';
import { formatAge, formatBytes } from '../format';

const LONG_DATE = { dateStyle: 'long', timeStyle: 'short' } as const;

/**
 * «Резервные копии»: the newest archive (when, size, how old), the schedule, every archive kept
 * with its download, a backup on demand that the card follows until it is made, and a warning when
 * there is none, it is older than a day, or the last scheduled one failed.
 */
export function BackupCard() {
  const { t } = useTranslation();
  const backups = useBackupStatus();
  const start = useStartBackup();
  const data = backups.data;
  const pending = backups.isPending ? '…' : t('adminSystem.performance.unavailable');
  const last = data?.last;
  useAnnounceNewArchive(last?.file, data?.in_progress);
  const busy = start.isPending || data?.in_progress === true;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('adminSystem.backup.title')}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5">
            {t('adminSystem.backup.title')}
          </Title>
          {data && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDatabaseExport size={16} />}
              loading={busy}
              loaderProps={{ type: 'dots' }}
              onClick={() => start.mutate()}
            >
              {t('adminSystem.backup.create')}
            </Button>
          )}
        </Group>
        {data?.in_progress && (
          <Text size="sm" role="status">
            {t('adminSystem.backup.inProgress')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('adminSystem.backup.last')}>
            {data
              ? last
                ? formatDate(last.created_at, LONG_DATE)
                : t('adminSystem.backup.none')
              : pending}
          </Figure>
          <Figure label={t('adminSystem.backup.size')}>
            {data ? (last ? formatBytes(last.size_bytes) : '—') : pending}
          </Figure>
          <Figure label={t('adminSystem.backup.age')}>
            {data ? (last ? formatAge(last.created_at, data.generated_at) : '—') : pending}
          </Figure>
        </SimpleGrid>
        {data && (
          <Text size="sm" c="dimmed">
            {data.schedule
              ? t('adminSystem.backup.schedule', { cron: data.schedule, keep: data.keep })
              : t('adminSystem.backup.scheduleOff')}
          </Text>
        )}
        {data?.stale && !data.in_progress && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
            {last ? t('adminSystem.backup.stale') : t('adminSystem.backup.noneYet')}
          </Alert>
        )}
        {data?.last_failure && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('adminSystem.backup.failed', {
              date: formatDate(data.last_failure.at, LONG_DATE),
              message: data.last_failure.message,
            })}
          </Alert>
        )}
        {data && data.archives.length > 0 && <ArchiveList archives={data.archives} />}
      </Stack>
    </Paper>
  );
}

/** Says «Резервная копия создана» once a backup this page followed has its archive. */
function useAnnounceNewArchive(newest: string | undefined, inProgress: boolean | undefined) {
  const { t } = useTranslation();
  const followed = useRef<{ before: string | undefined } | null>(null);
  useEffect(() => {
    if (inProgress) followed.current ??= { before: newest };
    else if (inProgress === false && followed.current) {
      if (newest !== followed.current.before) notifySuccess(t('adminSystem.backup.created'));
      followed.current = null;
    }
  }, [inProgress, newest, t]);
}

function ArchiveList({ archives }: { archives: BackupArchive[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="ul" p={0} m={0} aria-label={t('adminSystem.backup.archives')}>
      {archives.map((archive) => (
        <Group
          key={archive.file}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          style={{ listStyle: 'none' }}
        >
          <Text size="sm">
            {formatDate(archive.created_at, LONG_DATE)}
            {' · '}
            <Text span c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatBytes(archive.size_bytes)}
            </Text>
          </Text>
          <Anchor
            href={archive.download_url}
            download={archive.file}
            size="sm"
            aria-label={t('adminSystem.backup.downloadOne', {
              date: formatDate(archive.created_at, LONG_DATE),
            })}
          >
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {t('adminSystem.backup.download')}
            </Group>
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{children}</Text>
    </Stack>
  );
}
