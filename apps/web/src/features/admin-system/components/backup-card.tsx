import { Alert, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useBackupStatus } from '../api/get-backup-status';
import { formatAge, formatBytes } from '../format';

/**
 * «Резервные копии»: the newest backup archive (when, size, how old), the schedule, and a warning
 * when there is none or it is older than a day, or when the last scheduled one failed.
 */
export function BackupCard() {
  const { t } = useTranslation();
  const backups = useBackupStatus();
  const data = backups.data;
  const pending = backups.isPending ? '…' : t('adminSystem.performance.unavailable');
  const last = data?.last;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('adminSystem.backup.title')}
    >
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('adminSystem.backup.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('adminSystem.backup.last')}>
            {data
              ? last
                ? formatDate(last.created_at, { dateStyle: 'long', timeStyle: 'short' })
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
        {data?.stale && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
            {last ? t('adminSystem.backup.stale') : t('adminSystem.backup.noneYet')}{' '}
            <Code>npm run backup</Code>
          </Alert>
        )}
        {data?.last_failure && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('adminSystem.backup.failed', {
              date: formatDate(data.last_failure.at, { dateStyle: 'long', timeStyle: 'short' }),
              message: data.last_failure.message,
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
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
