import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconRestore } from '@tabler/icons-react';
import {
  currencyRatesUpdateSchema,
  type CurrencyRate,
  type CurrencyRatesUpdate,
  type SourceCurrencyCode,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { SchemaForm } from '@/components/schema-form';
import { formatDate } from '@/lib/format';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FORMAT_LOCALE, i18n } from '@/lib/i18n/i18n';
import { notifySuccess } from '@/lib/notify';
import { useCurrencyRates } from '../api/get-currency-rates';
import { useUpdateCurrencyRates } from '../api/update-currency-rates';

/** The largest rate the API accepts (the spinner's bound; the contract's schema checks it). */
const RATE_MAX = 1_000_000;

function currencySymbol(code: string): string {
  const parts = new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? code;
}

type RateValues = Partial<Record<SourceCurrencyCode, number | string>>;

/** The rates typed, as the contract's update takes them: a field left empty is not sent. */
function ratesInput(values: RateValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  );
}

function RateSource({ rate }: { rate: CurrencyRate }) {
  const { t } = useTranslation();
  switch (rate.source) {
    case 'admin':
      return (
        <Badge variant="light" color="wine" size="sm">
          {t('lamodaParser.rates.source.admin', {
            date: rate.updated_at ? formatDate(rate.updated_at, { dateStyle: 'short' }) : '',
          })}
        </Badge>
      );
    case 'setting':
      return (
        <Badge variant="light" color="gray" size="sm">
          {t('lamodaParser.rates.source.setting')}
        </Badge>
      );
    case 'none':
      return (
        <Badge variant="light" color="red" size="sm">
          {t('lamodaParser.rates.source.none')}
        </Badge>
      );
    case 'same':
      return (
        <Badge variant="light" color="gray" size="sm">
          {t('lamodaParser.rates.source.same')}
        </Badge>
      );
  }
}

/** One rate: its field, the reset of an admin's rate to the server's own, and its source. */
function RateField({
  rate,
  inputProps,
  refused,
  onReset,
  resetDisabled,
}: {
  rate: CurrencyRate;
  inputProps: GetInputPropsReturnType;
  /** The field shows its error: the reset button stays level with the input above it. */
  refused: boolean;
  onReset: () => void;
  resetDisabled: boolean;
}) {
  const { t } = useTranslation();
  const store = useStoreCurrency();
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          style={{ flex: 1 }}
          label={`${rate.currency} → ${store}`}
          description={t('lamodaParser.rates.perUnit', {
            store: currencySymbol(store),
            currency: currencySymbol(rate.currency),
          })}
          min={0}
          max={RATE_MAX}
          decimalScale={6}
          decimalSeparator=","
          {...inputProps}
        />
        {rate.source === 'admin' && (
          <Tooltip label={t('lamodaParser.rates.reset')}>
            <ActionIcon
              variant="default"
              size="lg"
              mb={refused ? 22 : 0}
              aria-label={t('lamodaParser.rates.resetLabel', { currency: rate.currency })}
              onClick={onReset}
              disabled={resetDisabled}
            >
              <IconRestore size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <div>
        <RateSource rate={rate} />
      </div>
    </Stack>
  );
}

function RatesForm({ rates }: { rates: CurrencyRate[] }) {
  const { t } = useTranslation();
  const update = useUpdateCurrencyRates();
  const editable = rates.filter((r) => r.source !== 'same');
  const form = useSchemaForm<RateValues>({
    mode: 'controlled',
    initialValues: Object.fromEntries(editable.map((r) => [r.currency, r.rate ?? ''])),
    schema: currencyRatesUpdateSchema,
    input: ratesInput,
    issueText: () => i18n.t('lamodaParser.rates.invalid'),
  });

  const answered = {
    onSuccess: () => notifySuccess(t('lamodaParser.rates.saved'), { id: 'rates-saved' }),
    onError: (error: unknown) =>
      applyFormError(form, error, {
        fallback: t('lamodaParser.rates.saveFailed'),
        toastId: 'rates-save-failed',
      }),
  };
  const send = (changes: CurrencyRatesUpdate) => update.mutate(changes, answered);

  const submit = (values: RateValues) => {
    const changes: CurrencyRatesUpdate = {};
    for (const rate of editable) {
      const value = values[rate.currency];
      if (typeof value === 'number' && value !== rate.rate) changes[rate.currency] = value;
    }
    if (Object.keys(changes).length === 0) {
      notifySuccess(t('lamodaParser.rates.nothingChanged'), { id: 'rates-unchanged' });
      return;
    }
    return update.mutateAsync(changes, answered);
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      aria-label={t('lamodaParser.rates.title')}
      pending={update.isPending}
      submitLabel={t('lamodaParser.rates.save')}
      submitProps={{ variant: 'light' }}
    >
      {editable.map((rate) => (
        <RateField
          key={rate.currency}
          rate={rate}
          inputProps={form.getInputProps(rate.currency)}
          refused={Boolean(form.errors[rate.currency])}
          onReset={() => send({ [rate.currency]: null })}
          resetDisabled={update.isPending}
        />
      ))}
    </SchemaForm>
  );
}

/**
 * «Курсы валют»: the rates that turn lamoda.ru and lamoda.by prices into the store currency. An
 * admin's rate applies at once (no restart); resetting returns to the server's own setting.
 */
export function CurrencyRatesCard() {
  const { t } = useTranslation();
  const store = useStoreCurrency();
  const rates = useCurrencyRates();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('lamodaParser.rates.title')}
    >
      <Title order={3} fz="h5" mb={4}>
        {t('lamodaParser.rates.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('lamodaParser.rates.description', { store: currencySymbol(store) })}
      </Text>
      {rates.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : rates.isError ? (
        <Alert color="red" p="xs">
          {t('lamodaParser.rates.loadFailed')}
        </Alert>
      ) : (
        <RatesForm key={JSON.stringify(rates.data)} rates={rates.data} />
      )}
    </Paper>
  );
}
