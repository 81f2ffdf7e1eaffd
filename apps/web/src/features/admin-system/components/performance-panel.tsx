import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatDate } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import { useSystemPerformance } from '../api/get-system-performance';
import { LIVE_REFRESH_MS } from '../constants';
import { HealthCard } from './health-card';
import { formatCount } from '../format';

/**
 * «Производительность»: live figures of the last hour and the system health, refreshed every
 * LIVE_REFRESH_MS while this tab is open (the panel is mounted only then).
 */
export function PerformancePanel() {
  const { t } = useTranslation();
  const performance = useSystemPerformance(LIVE_REFRESH_MS);
  const data = performance.data;
  const none = performance.isError ? t('adminSystem.performance.unavailable') : undefined;
  const memory =
    data &&
    t('adminSystem.performance.memoryValue', {
      value: new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1 }).format(
        data.memory_usage,
      ),
    });
  return (
    <Stack gap="md">
      <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
        <IconActivity size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm">
          {t('adminSystem.performance.live', { seconds: LIVE_REFRESH_MS / 1000 })}
          {data &&
            ` · ${t('adminSystem.performance.updatedAt', {
              time: formatDate(data.generated_at, { timeStyle: 'medium' }),
            })}`}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('adminSystem.performance.requests')}
          value={data ? formatCount(data.requests_per_hour) : none}
          hint={t('adminSystem.performance.lastHour')}
        />
        <StatCard
          label={t('adminSystem.performance.activeUsers')}
          value={data ? formatCount(data.active_users_hour) : none}
          hint={t('adminSystem.performance.lastHour')}
        />
        <StatCard
          label={t('adminSystem.performance.connections')}
          value={data ? formatCount(data.database_connections) : none}
        />
        <StatCard label={t('adminSystem.performance.memory')} value={memory ?? none} />
      </SimpleGrid>
      <HealthCard live />
    </Stack>
  );
}
