import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { salesReportQuerySchema } from '@shop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { notifyError } from '@/lib/notify';
import {
  exportSalesReport,
  useSalesReport,
  type SalesReportQuery,
} from '../../api/get-sales-report';
import { naturalGroup, presetPeriod } from '../../sales-periods';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import { SalesChart } from './sales-chart';
import { SalesFigures } from './sales-figures';
import { SalesTops } from './sales-tops';

const START = presetPeriod('month30');

/** The period asked, or the custom days' errors while they do not make one. */
function queryOf(choice: PeriodChoice): {
  query: SalesReportQuery | null;
  errors: { from?: string; to?: string };
} {
  const period = choice.preset === 'custom' ? choice : presetPeriod(choice.preset);
  const parsed = salesReportQuerySchema.safeParse({
    from: period.from,
    to: period.to,
    group: choice.group,
  });
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: { from?: string; to?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return { query: null, errors };
}

/**
 * «Продажи» of the analytics page (admins): a period and its cut, the figures, the chart, the
 * best items and categories, and the same figures as CSV. Another period keeps the figures shown
 * until its own arrive.
 */
export function SalesReport() {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const [choice, setChoice] = useState<PeriodChoice>({
    preset: 'month30',
    ...START,
    group: naturalGroup(START.from, START.to),
  });
  const { query, errors } = queryOf(choice);
  const report = useSalesReport(query);
  const data = report.data;

  useEffect(() => {
    if (report.isError)
      notifyError(t('adminAnalytics.sales.loadFailed'), { id: 'sales-report-failed' });
  }, [report.isError, t]);

  function change(next: Partial<PeriodChoice>) {
    setChoice((current) => {
      const merged = { ...current, ...next };
      // A new period gets the cut it reads best in; a cut chosen by hand is kept for the same period.
      if (next.group !== undefined) return merged;
      const period = merged.preset === 'custom' ? merged : presetPeriod(merged.preset);
      const parsed = salesReportQuerySchema.safeParse({ ...period, group: 'day' });
      return parsed.success ? { ...merged, group: naturalGroup(period.from, period.to) } : merged;
    });
  }

  return (
    <Stack gap="md" component="section" aria-label={t('adminAnalytics.sales.title')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Box>
          <Title order={3} fz="h4">
            {t('adminAnalytics.sales.title')}
          </Title>
          {data && (
            <Text c="dimmed" size="xs">
              {t('adminAnalytics.sales.daysOf', { zone: data.time_zone })}
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void report.refetch()}
            loading={report.isFetching}
            disabled={!query}
          >
            {t('adminAnalytics.refresh')}
          </Button>
          {query && (
            <ExportCsvButton download={() => exportSalesReport(query)} fallbackName="sales.csv" />
          )}
        </Group>
      </Group>
      <PeriodPicker value={choice} errors={errors} onChange={change} />
      {report.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('adminAnalytics.sales.loadFailed')}
        </Alert>
      ) : (
        <>
          <SalesFigures totals={data?.totals} currency={data?.currency ?? currency} />
          {data && <SalesChart report={data} />}
          {data && <SalesTops report={data} />}
        </>
      )}
    </Stack>
  );
}
