import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSystemHealth } from '../api/get-system-health';
import { LIVE_REFRESH_MS } from '../constants';
import { formatCount } from '../format';

/** The database state and the user and item counts; `live` refreshes them every few seconds. */
export function HealthCard({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const health = useSystemHealth(live ? LIVE_REFRESH_MS : false);
  const data = health.data;
  const none = t('adminSystem.performance.unavailable');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('adminSystem.performance.health')}
    >
      <Title order={3} fz="h5" mb="sm">
        {t('adminSystem.performance.health')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('adminSystem.performance.database')}
          </Text>
          <Group>
            {data ? (
              <Badge color={data.database === 'connected' ? 'green' : 'red'} variant="light">
                {data.database === 'connected'
                  ? t('adminSystem.performance.connected')
                  : t('adminSystem.performance.unreachable')}
              </Badge>
            ) : (
              <Text size="sm">{health.isPending ? '…' : none}</Text>
            )}
          </Group>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('adminSystem.performance.usersCount')}
          </Text>
          <Text fw={700}>
            {data ? formatCount(data.users_count) : health.isPending ? '…' : none}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('adminSystem.performance.itemsCount')}
          </Text>
          <Text fw={700}>
            {data ? formatCount(data.items_count) : health.isPending ? '…' : none}
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
