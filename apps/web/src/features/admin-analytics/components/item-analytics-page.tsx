import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ItemAnalytics } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { queryKeys } from '@/api/query-keys';
import { DashboardHeader } from '@/components/admin/dashboard-header';
import { DashboardLoading } from '@/components/admin/dashboard-loading';
import { RankingChart } from '@/components/ranking-chart';
import { RankedList } from '@/components/ranked-list';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate, formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notify';
import { useItemAnalytics } from '../api/get-item-analytics';
import { TOP_GROUPS, TOP_ITEMS } from '../constants';

const count = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);

/** Growth in percent as ru-RU with its sign, e.g. «+12,5 %». */
export function formatGrowth(rate: number): string {
  return new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(rate / 100);
}

function useBandLabel() {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  return (band: ItemAnalytics['price_distribution'][number]) => {
    const from = formatPrice(band.from, currency);
    if (band.to === null) return t('adminAnalytics.prices.from', { from });
    const to = formatPrice(band.to, currency);
    if (band.from === 0) return t('adminAnalytics.prices.upTo', { to });
    return t('adminAnalytics.prices.between', { from, to });
  };
}

function CategoriesChart({ data }: { data: ItemAnalytics }) {
  const { t } = useTranslation();
  return (
    <RankingChart
      title={t('adminAnalytics.categories.title')}
      rows={data.categories.slice(0, TOP_GROUPS).map((c) => ({
        label: t(`catalog.categories.${c.category}`),
        count: c.count,
      }))}
      labelHeader={t('adminAnalytics.categories.category')}
      countHeader={t('adminAnalytics.categories.count')}
      empty={t('adminAnalytics.empty')}
      color="wine.6"
    />
  );
}

function BrandsChart({ data }: { data: ItemAnalytics }) {
  const { t } = useTranslation();
  return (
    <RankingChart
      title={t('adminAnalytics.brands.title')}
      rows={data.brands.slice(0, TOP_GROUPS).map((b) => ({ label: b.brand, count: b.count }))}
      labelHeader={t('adminAnalytics.brands.brand')}
      countHeader={t('adminAnalytics.brands.count')}
      empty={t('adminAnalytics.empty')}
      color="orange.5"
    />
  );
}

function PriceAnalysis({ data }: { data: ItemAnalytics }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const bandLabel = useBandLabel();
  const prices = data.price_analysis;
  const price = (value: number | null) => (value === null ? '—' : formatPrice(value, currency));
  const bands = data.price_distribution.map((band) => ({
    label: bandLabel(band),
    count: band.count,
  }));
  const priced = bands.some((band) => band.count > 0);
  return (
    <Stack gap="md" component="section" aria-label={t('adminAnalytics.prices.title')}>
      <Group justify="space-between" align="baseline">
        <Title order={3} fz="h4">
          {t('adminAnalytics.prices.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminAnalytics.prices.withPrice', { count: prices.items_with_price })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label={t('adminAnalytics.prices.min')} value={price(prices.min_price)} />
        <StatCard
          label={t('adminAnalytics.prices.average')}
          value={price(prices.average_price === null ? null : Math.round(prices.average_price))}
        />
        <StatCard label={t('adminAnalytics.prices.max')} value={price(prices.max_price)} />
      </SimpleGrid>
      <RankingChart
        title={t('adminAnalytics.prices.distribution')}
        rows={priced ? bands : []}
        labelHeader={t('adminAnalytics.prices.band')}
        countHeader={t('adminAnalytics.prices.count')}
        empty={t('adminAnalytics.empty')}
        color="teal.6"
        labelWidth={150}
      />
    </Stack>
  );
}

function PopularItems({ data }: { data: ItemAnalytics }) {
  const { t } = useTranslation();
  return (
    <RankedList
      title={t('adminAnalytics.popular.title')}
      empty={t('adminAnalytics.empty')}
      rows={data.popular_items.by_likes.slice(0, TOP_ITEMS).map((item) => ({
        key: String(item.item_id),
        to: paths.item.build(item.item_id),
        name: item.name,
        figure: t('adminAnalytics.popular.likes', { count: item.likes }),
      }))}
    />
  );
}

function RecentActivity({ data }: { data: ItemAnalytics }) {
  const { t } = useTranslation();
  const activity = data.recent_activity;
  const title = t('adminAnalytics.activity.title');
  const growth = activity.growth_rate;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
    >
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm">{t('adminAnalytics.activity.lastWeek')}</Text>
          <Text fw={600}>
            {t('adminAnalytics.activity.items', { count: activity.last_week_items })}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('adminAnalytics.activity.lastMonth')}</Text>
          <Text fw={600}>
            {t('adminAnalytics.activity.items', { count: activity.last_month_items })}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('adminAnalytics.activity.growth')}</Text>
          {growth === null ? (
            <Text size="sm" c="dimmed">
              {t('adminAnalytics.activity.noGrowth')}
            </Text>
          ) : (
            <Badge color={growth > 0 ? 'green' : growth < 0 ? 'red' : 'gray'} variant="light">
              {formatGrowth(growth)}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The overview's four figures: all items, this week's, last month's and those with a price. */
function OverviewFigures({ data }: { data: ItemAnalytics }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-label={t('adminAnalytics.overview.label')}
    >
      <StatCard
        label={t('adminAnalytics.overview.totalItems')}
        value={count(data.overview.total_items)}
      />
      <StatCard
        label={t('adminAnalytics.overview.itemsThisWeek')}
        value={count(data.overview.items_this_week)}
      />
      <StatCard
        label={t('adminAnalytics.overview.lastMonth')}
        value={count(data.recent_activity.last_month_items)}
      />
      <StatCard
        label={t('adminAnalytics.overview.itemsWithPrice')}
        value={count(data.price_analysis.items_with_price)}
      />
    </SimpleGrid>
  );
}

/**
 * /admin/analytics: item analytics for moderators (their own items) and admins (every item): the
 * viewer's name, overview figures, the top 8 categories and brands, price analysis with the
 * price bands, the top 5 items by likes and recent activity with the growth rate. Failure:
 * 'Не удалось загрузить аналитику'.
 */
export function ItemAnalyticsPage({ inTab = false }: { inTab?: boolean }) {
  const { t } = useTranslation();
  // In the admins' tabs the page is «Аналитика», and this part a section of it.
  usePageTitle(t(inTab ? 'adminAnalytics.page.title' : 'adminAnalytics.title'));
  const client = useQueryClient();
  const analytics = useItemAnalytics();
  const data = analytics.data;

  useEffect(() => {
    if (analytics.isError)
      notifyError(t('adminAnalytics.loadFailed'), { id: 'item-analytics-failed' });
  }, [analytics.isError, t]);

  const scope =
    data &&
    t(data.moderator_info.scope === 'all' ? 'adminAnalytics.scopeAll' : 'adminAnalytics.scopeOwn', {
      name: data.moderator_info.user_name,
    });

  return (
    <Stack gap="md">
      <DashboardHeader
        title={t('adminAnalytics.title')}
        order={inTab ? 3 : 2}
        fz={inTab ? 'h4' : undefined}
        note={
          data && (
            <>
              {scope} ·{' '}
              {t('adminAnalytics.generatedAt', {
                date: formatDate(data.generated_at, { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </>
          )
        }
        refreshLabel={t('adminAnalytics.refresh')}
        onRefresh={() => void client.invalidateQueries({ queryKey: queryKeys.analytics.all })}
        refreshing={analytics.isFetching}
      />

      {analytics.isPending ? (
        <DashboardLoading text={t('adminAnalytics.loading')} />
      ) : analytics.isError || !data ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('adminAnalytics.loadFailed')}
        </Alert>
      ) : (
        <>
          <OverviewFigures data={data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CategoriesChart data={data} />
            <BrandsChart data={data} />
          </SimpleGrid>
          <PriceAnalysis data={data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <PopularItems data={data} />
            <RecentActivity data={data} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
