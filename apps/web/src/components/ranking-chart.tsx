import '@mantine/charts/styles.layer.css';

import { BarChart } from '@mantine/charts';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import { ChartCard } from './chart-card';

export interface RankingRow {
  label: string;
  count: number;
}

const formatCount = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);

/**
 * Counts by label (top categories, top brands, price bands) as horizontal bars in a chart card:
 * the labels stay readable on a phone, however long; each bar shows its count. Whole-number ticks
 * in ru-RU; with no rows
 * the card says `empty`.
 */
export function RankingChart({
  title,
  rows,
  labelHeader,
  countHeader,
  empty,
  color,
  labelWidth = 110,
}: {
  title: string;
  rows: RankingRow[];
  /** Column headers of the screen-reader table. */
  labelHeader: string;
  countHeader: string;
  empty: string;
  color: string;
  labelWidth?: number;
}) {
  return (
    <ChartCard
      title={title}
      rows={rows}
      rowKey={(row) => row.label}
      empty={empty}
      columns={[
        { label: labelHeader, value: (row) => row.label },
        { label: countHeader, value: (row) => formatCount(row.count) },
      ]}
    >
      <BarChart
        h={Math.max(150, rows.length * 34 + 40)}
        data={rows}
        dataKey="label"
        orientation="vertical"
        tickLine="none"
        gridAxis="y"
        valueFormatter={formatCount}
        // Each bar carries its figure; no hover tooltip (none on a phone, and recharts draws a
        // misplaced one for horizontal bars).
        withTooltip={false}
        withBarValueLabel
        valueLabelProps={{ position: 'right', fontSize: 12 }}
        // Room after the longest bar for its figure.
        xAxisProps={{
          allowDecimals: false,
          domain: [0, (max: number) => Math.max(1, Math.ceil(max * 1.15))],
        }}
        yAxisProps={{ width: labelWidth }}
        series={[{ name: 'count', label: countHeader, color }]}
      />
    </ChartCard>
  );
}
