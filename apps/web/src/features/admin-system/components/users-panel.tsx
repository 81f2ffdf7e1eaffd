import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatCount } from '../format';

/** «Пользователи»: the user figures and each moderator with their items. */
export function UsersPanel({ data }: { data: SystemAnalytics }) {
  const { t } = useTranslation();
  const users = data.system_info;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label={t('adminSystem.users.total')} value={formatCount(users.total_users)} />
        <StatCard label={t('adminSystem.users.active')} value={formatCount(users.active_users)} />
        <StatCard label={t('adminSystem.users.moderators')} value={formatCount(users.moderators)} />
        <StatCard label={t('adminSystem.users.admins')} value={formatCount(users.admins)} />
        <StatCard
          label={t('adminSystem.users.newMonth')}
          value={formatCount(users.new_users_month)}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
        <Title order={3} fz="h5" mb="sm">
          {t('adminSystem.users.moderatorStats')}
        </Title>
        {data.moderator_stats.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('adminSystem.users.noModerators')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped highlightOnHover aria-label={t('adminSystem.users.moderatorStats')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminSystem.users.name')}</Table.Th>
                  <Table.Th>{t('adminSystem.users.status')}</Table.Th>
                  <Table.Th ta="right">{t('adminSystem.users.itemsCount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.moderator_stats.map((moderator) => (
                  <Table.Tr key={moderator.user_id}>
                    <Table.Td>{moderator.name}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={moderator.is_active ? 'green' : 'gray'}
                        variant="light"
                        miw="max-content"
                      >
                        {moderator.is_active
                          ? t('adminSystem.users.activeBadge')
                          : t('adminSystem.users.inactiveBadge')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(moderator.items_count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
