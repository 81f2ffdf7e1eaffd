import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { SalesReportGroup } from '@shop/contract';
import { SALES_REPORT_GROUPS } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SALES_PRESETS, type SalesPreset } from '../../sales-periods';

export interface PeriodChoice {
  preset: SalesPreset;
  /** The custom period's days as typed (YYYY-MM-DD, may be empty while typing). */
  from: string;
  to: string;
  group: SalesReportGroup;
}

/**
 * The report's period: a preset (7 days, 30 days, this month) or a custom one typed as two days,
 * and its cut by day, week or month. The custom days' errors are the contract's.
 */
export function PeriodPicker({
  value,
  errors,
  onChange,
}: {
  value: PeriodChoice;
  errors: { from?: string; to?: string };
  onChange: (change: Partial<PeriodChoice>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('adminAnalytics.sales.period')}
          size="xs"
          value={value.preset}
          onChange={(preset) => onChange({ preset: preset as SalesPreset })}
          data={SALES_PRESETS.map((preset) => ({
            value: preset,
            label: t(`adminAnalytics.sales.presets.${preset}`),
          }))}
        />
        <SegmentedControl
          aria-label={t('adminAnalytics.sales.group')}
          size="xs"
          value={value.group}
          onChange={(group) => onChange({ group: group as SalesReportGroup })}
          data={SALES_REPORT_GROUPS.map((group) => ({
            value: group,
            label: t(`adminAnalytics.sales.groups.${group}`),
          }))}
        />
      </Group>
      {value.preset === 'custom' && (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            type="date"
            size="xs"
            w={160}
            label={t('adminAnalytics.sales.from')}
            value={value.from}
            max={value.to || undefined}
            error={errors.from}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            size="xs"
            w={160}
            label={t('adminAnalytics.sales.to')}
            value={value.to}
            min={value.from || undefined}
            error={errors.to}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
          />
        </Group>
      )}
    </Stack>
  );
}
