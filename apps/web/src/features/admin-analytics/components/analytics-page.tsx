import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import tabClasses from '@/components/scrollable-tabs.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCurrentUser } from '@/lib/session';
import { ItemAnalyticsPage } from './item-analytics-page';
import { SalesReport } from './sales/sales-report';

type Tab = 'sales' | 'items';

/**
 * /admin/analytics: an admin's «Продажи» (the sales report, the shop's one place for its money)
 * and «Товары» (the item analytics), the tab kept in the address; a moderator's own items alone.
 */
export function AnalyticsPage() {
  const user = useCurrentUser();
  if (!user?.is_admin) return <ItemAnalyticsPage />;
  return <AdminAnalytics />;
}

function AdminAnalytics() {
  const { t } = useTranslation();
  usePageTitle(t('adminAnalytics.page.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'items' ? 'items' : 'sales';
  return (
    <Stack gap="md">
      <Title order={2}>{t('adminAnalytics.page.title')}</Title>
      <Tabs
        classNames={{ list: tabClasses.list, tab: tabClasses.tab }}
        value={tab}
        onChange={(value) =>
          setParams(value === 'items' ? { tab: 'items' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('adminAnalytics.page.tabs')}>
          <Tabs.Tab value="sales">{t('adminAnalytics.page.sales')}</Tabs.Tab>
          <Tabs.Tab value="items">{t('adminAnalytics.page.items')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sales" pt="md">
          <SalesReport />
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="md">
          <ItemAnalyticsPage inTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
