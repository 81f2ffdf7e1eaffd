import '@mantine/charts/styles.layer.css';

import { Alert, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardHeader } from '@/components/admin/dashboard-header';
import { DashboardLoading } from '@/components/admin/dashboard-loading';
import tabClasses from '@/components/scrollable-tabs.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { useSystemDashboard } from '../hooks/use-system-dashboard';
import { ContentPanel } from './content-panel';
import { OverviewPanel } from './overview-panel';
import { PerformancePanel } from './performance-panel';
import { SalesPanel } from './sales-panel';
import { UsersPanel } from './users-panel';

type TabValue = 'overview' | 'sales' | 'users' | 'content' | 'performance';

/**
 * /admin/system: the system analytics dashboard. Loading; 'Нет доступа…' on 401 or 403; 'Ошибка
 * сервера…' on a 5xx; 'Не удалось загрузить данные' otherwise; else five tabs (обзор, продажи,
 * пользователи, контент, производительность) and a refresh button. Only the open tab is mounted,
 * so the live figures refresh only while theirs is shown.
 */
export function SystemDashboard() {
  const { t } = useTranslation();
  usePageTitle(t('adminSystem.title'));
  const { analytics, data, failure, refresh } = useSystemDashboard();
  const [tab, setTab] = useState<TabValue>('overview');

  return (
    <Stack gap="md">
      <DashboardHeader
        title={t('adminSystem.title')}
        note={
          data &&
          t('adminSystem.generatedAt', {
            date: formatDate(data.generated_at, { dateStyle: 'long', timeStyle: 'short' }),
          })
        }
        refreshLabel={t('adminSystem.refresh')}
        onRefresh={refresh}
        refreshing={analytics.isFetching}
      />

      {analytics.isPending ? (
        <DashboardLoading text={t('adminSystem.loading')} />
      ) : failure || !data ? (
        <Alert
          color={failure === 'noAccess' ? 'yellow' : 'red'}
          icon={failure === 'noAccess' ? <IconLock size={18} /> : <IconAlertTriangle size={18} />}
          role="alert"
        >
          {t(`adminSystem.${failure ?? 'noData'}`)}
        </Alert>
      ) : (
        <Tabs
          classNames={{ list: tabClasses.list, tab: tabClasses.tab }}
          value={tab}
          onChange={(value) => setTab((value as TabValue | null) ?? 'overview')}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('adminSystem.tabs.label')}>
            <Tabs.Tab value="overview">{t('adminSystem.tabs.overview')}</Tabs.Tab>
            <Tabs.Tab value="sales">{t('adminSystem.tabs.sales')}</Tabs.Tab>
            <Tabs.Tab value="users">{t('adminSystem.tabs.users')}</Tabs.Tab>
            <Tabs.Tab value="content">{t('adminSystem.tabs.content')}</Tabs.Tab>
            <Tabs.Tab value="performance">{t('adminSystem.tabs.performance')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <OverviewPanel data={data} />
          </Tabs.Panel>
          <Tabs.Panel value="sales" pt="md">
            <SalesPanel data={data} />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="md">
            <UsersPanel data={data} />
          </Tabs.Panel>
          <Tabs.Panel value="content" pt="md">
            <ContentPanel data={data} />
          </Tabs.Panel>
          <Tabs.Panel value="performance" pt="md">
            <PerformancePanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
