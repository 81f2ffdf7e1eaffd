import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CATEGORIES, PROMO_CODE_LIMITS, type Category, type PromoCode } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { applyFormError } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { useSavePromoCode } from '../api/save-promo-code';
import {
  EMPTY_PROMO_CODE,
  promoCodeBody,
  promoCodeRules,
  promoCodeToValues,
  type PromoCodeValues,
} from '../promo-code-form';

/**
 * A new promo code, or a change of one (`code` given): the code, a percent or a sum, the minimum,
 * the days, the usage limit, once per customer and the categories; a change can switch it off.
 */
export function PromoCodeForm({ code, onDone }: { code: PromoCode | null; onDone: () => void }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const symbol = formatPrice(0, currency).replace(/[\d\s.,]/g, '');
  const save = useSavePromoCode();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<PromoCodeValues>({
    mode: 'controlled',
    initialValues: code ? promoCodeToValues(code) : EMPTY_PROMO_CODE,
    ...promoCodeRules,
  });
  const values = form.getValues();

  const submit = (submitted: PromoCodeValues) => {
    setFormError(null);
    const body = promoCodeBody(submitted);
    save.mutate(
      { id: code?.id ?? null, body: code ? { ...body, is_active: submitted.is_active } : body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('adminPromoCodes.form.saved', { code: saved.code }));
          onDone();
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('adminPromoCodes.form.saveFailed'),
            fields: { starts_at: 'starts_on', ends_at: 'ends_on' },
            setFormError,
            toastId: 'promo-code-save-failed',
          }),
      },
    );
  };

  const money = { ...NUMBER_AS_TYPED, thousandSeparator: ' ', allowDecimal: false } as const;
  return (
    <form noValidate onSubmit={form.onSubmit(submit, revealFirstErrorOf)}>
      <Stack gap="md">
        <TextInput
          label={t('adminPromoCodes.form.code')}
          description={t('adminPromoCodes.form.codeHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          maxLength={PROMO_CODE_LIMITS.codeMax}
          styles={{ input: { textTransform: 'uppercase' } }}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Input.Wrapper label={t('adminPromoCodes.form.kind')}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={[
              { value: 'percent', label: t('adminPromoCodes.form.percent') },
              { value: 'amount', label: t('adminPromoCodes.form.amount') },
            ]}
            {...form.getInputProps('kind')}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={
              values.kind === 'percent'
                ? t('adminPromoCodes.form.valuePercent')
                : t('adminPromoCodes.form.valueAmount', { currency: symbol })
            }
            required
            {...money}
            {...form.getInputProps('value')}
          />
          <NumberInput
            label={t('adminPromoCodes.form.minTotal', { currency: symbol })}
            description={t('adminPromoCodes.form.minTotalHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...money}
            {...form.getInputProps('min_order_total')}
          />
          <TextInput
            type="date"
            label={t('adminPromoCodes.form.startsOn')}
            description={t('adminPromoCodes.form.datesHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('starts_on')}
          />
          <TextInput
            type="date"
            label={t('adminPromoCodes.form.endsOn')}
            description={t('adminPromoCodes.form.datesHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('ends_on')}
          />
          <NumberInput
            label={t('adminPromoCodes.form.usageLimit')}
            description={t('adminPromoCodes.form.usageLimitHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...money}
            {...form.getInputProps('usage_limit')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('adminPromoCodes.form.oncePerCustomer')}
          {...form.getInputProps('once_per_customer', { type: 'checkbox' })}
        />
        <Input.Wrapper
          label={t('adminPromoCodes.form.categories')}
          description={t('adminPromoCodes.form.categoriesHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={form.errors.categories}
        >
          <Chip.Group
            multiple
            value={values.categories}
            onChange={(next) => form.setFieldValue('categories', next as Category[])}
          >
            <Group gap={6} mt={4} mb={4}>
              {CATEGORIES.map((category) => (
                <Chip key={category} value={category} size="sm">
                  {t(`catalog.categories.${category}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        {code && (
          <Switch
            label={t('adminPromoCodes.form.isActive')}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('adminPromoCodes.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('adminPromoCodes.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
