import { SimpleGrid } from '@mantine/core';
import type { SalesFigures as Figures } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';

const count = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);

/** The period's figures as cards, net revenue first; without figures yet, skeletons. */
export function SalesFigures({ totals, currency }: { totals?: Figures; currency: string }) {
  const { t } = useTranslation();
  // Whole tenge on the cards; the CSV keeps the tiyn.
  const money = (value: number | undefined) =>
    value === undefined ? undefined : formatPrice(Math.round(value), currency);
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-label={t('adminAnalytics.sales.figures')}
    >
      <StatCard
        label={t('adminAnalytics.sales.net')}
        value={money(totals?.net)}
        hint={t('adminAnalytics.sales.netHint')}
      />
      <StatCard label={t('adminAnalytics.sales.gross')} value={money(totals?.gross)} />
      <StatCard
        label={t('adminAnalytics.sales.discounts')}
        value={money(totals?.discounts)}
        hint={t('adminAnalytics.sales.discountsHint')}
      />
      <StatCard
        label={t('adminAnalytics.sales.refunds')}
        value={money(totals?.refunds)}
        hint={t('adminAnalytics.sales.refundsHint')}
      />
      <StatCard label={t('adminAnalytics.sales.orders')} value={totals && count(totals.orders)} />
      <StatCard
        label={t('adminAnalytics.sales.average')}
        value={money(totals?.average_order)}
        hint={t('adminAnalytics.sales.averageHint')}
      />
      <StatCard
        label={t('adminAnalytics.sales.units')}
        value={totals && count(totals.units)}
        hint={
          totals?.units_returned
            ? t('adminAnalytics.sales.unitsReturned', { count: totals.units_returned })
            : undefined
        }
      />
      <StatCard
        label={t('adminAnalytics.sales.delivery')}
        value={money(totals?.delivery)}
        hint={t('adminAnalytics.sales.deliveryHint')}
      />
    </SimpleGrid>
  );
}
