import { NumberInput, Paper, Skeleton, Text, Title } from '@mantine/core';
import { MAX_STOCK, stockSettingsSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { errorTextOr } from '@/lib/error-messages';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveStockSettings, useStockSettings } from '../api/stock-settings';

function ThresholdForm({ initial }: { initial: number }) {
  const { t } = useTranslation();
  const save = useSaveStockSettings();
  // Controlled: the button is off while the number typed is not one the contract takes.
  const form = useSchemaForm<{ low_stock_threshold: number | string }>({
    mode: 'controlled',
    initialValues: { low_stock_threshold: initial },
    schema: stockSettingsSchema,
  });

  const submit = (values: { low_stock_threshold: number | string }) =>
    save.mutateAsync(
      { low_stock_threshold: Number(values.low_stock_threshold) },
      {
        onSuccess: () => notifySuccess(t('admin.items.stockSettings.saved')),
        onError: (error) => notifyError(errorTextOr(error, t('admin.items.stockSettings.failed'))),
      },
    );

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      aria-labelledby="stock-settings"
      inline
      pending={save.isPending}
      canSubmit={form.isValid()}
      submitLabel={t('admin.items.stockSettings.save')}
    >
      <NumberInput
        label={t('admin.items.stockSettings.threshold')}
        description={t('admin.items.stockSettings.thresholdHint')}
        {...form.getInputProps('low_stock_threshold')}
        min={0}
        max={MAX_STOCK}
        allowDecimal={false}
        allowNegative={false}
        w={{ base: '100%', sm: 320 }}
      />
    </SchemaForm>
  );
}

/** The shop's low-stock threshold, beside the other shop settings (admins). */
export function StockSettingsCard() {
  const { t } = useTranslation();
  const query = useStockSettings();
  return (
    <Paper withBorder bg="white" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={3} fz="h4" id="stock-settings" mb="md">
        {t('admin.items.stockSettings.title')}
      </Title>
      {query.data ? (
        <ThresholdForm initial={query.data.low_stock_threshold} />
      ) : query.isError ? (
        <Text size="sm" c="red.8">
          {t('admin.items.stockSettings.failed')}
        </Text>
      ) : (
        <Skeleton h={60} />
      )}
    </Paper>
  );
}
