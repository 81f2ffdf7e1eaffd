import type { SystemAnalytics } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { RankingChart } from '@/components/ranking-chart';
import { TOP_GROUPS } from '../constants';

/** The top 8 categories of the catalogue. */
export function TopCategoriesChart({ rows }: { rows: SystemAnalytics['top_categories'] }) {
  const { t } = useTranslation();
  return (
    <RankingChart
      title={t('adminSystem.content.topCategories')}
      rows={rows.slice(0, TOP_GROUPS).map((row) => ({
        label: t(`catalog.categories.${row.category}`),
        count: row.count,
      }))}
      labelHeader={t('adminSystem.content.category')}
      countHeader={t('adminSystem.content.count')}
      empty={t('adminSystem.content.empty')}
      color="wine.6"
    />
  );
}

/** The top 8 brands. */
export function TopBrandsChart({ rows }: { rows: SystemAnalytics['top_brands'] }) {
  const { t } = useTranslation();
  return (
    <RankingChart
      title={t('adminSystem.content.topBrands')}
      rows={rows.slice(0, TOP_GROUPS).map((row) => ({ label: row.brand, count: row.count }))}
      labelHeader={t('adminSystem.content.brand')}
      countHeader={t('adminSystem.content.count')}
      empty={t('adminSystem.content.empty')}
      color="orange.5"
    />
  );
}
