import { SimpleGrid, Stack } from '@mantine/core';
import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatCount } from '../format';
import { DailyActivityChart } from './daily-activity-chart';
import { BackupCard } from './backup-card';
import { HealthCard } from './health-card';

/** «Обзор»: the main figures, the 7-day activity chart, the system health and the backups. */
export function OverviewPanel({ data }: { data: SystemAnalytics }) {
  const { t } = useTranslation();
  const { system_info: users, content_stats: content, activity_stats: activity } = data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('adminSystem.overview.users')}
          value={formatCount(users.total_users)}
          hint={t('adminSystem.overview.usersHint', { count: users.active_users })}
        />
        <StatCard
          label={t('adminSystem.overview.items')}
          value={formatCount(content.total_items)}
          hint={t('adminSystem.overview.itemsHint', { count: content.items_with_price })}
        />
        <StatCard
          label={t('adminSystem.overview.outfits')}
          value={formatCount(content.total_outfits)}
          hint={t('adminSystem.overview.outfitsHint', { count: content.public_outfits })}
        />
        <StatCard
          label={t('adminSystem.overview.views')}
          value={formatCount(activity.total_views)}
          hint={t('adminSystem.overview.viewsHint')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('adminSystem.overview.favorites')}
          value={formatCount(activity.total_favorites)}
        />
        <StatCard
          label={t('adminSystem.overview.outfitFavorites')}
          value={formatCount(activity.total_outfit_favorites)}
        />
        <StatCard
          label={t('adminSystem.overview.comments')}
          value={formatCount(activity.total_comments)}
        />
      </SimpleGrid>
      <DailyActivityChart days={data.daily_activity} />
      <HealthCard live={false} />
      <BackupCard />
    </Stack>
  );
}
