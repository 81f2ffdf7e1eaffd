import { Checkbox, Chip, Group, Input, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES, type Category } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import type { PromoCodeValues } from '../promo-code-form';

const money = { ...NUMBER_AS_TYPED, thousandSeparator: ' ', allowDecimal: false } as const;

/**
 * The terms of a promo code: its size, the minimum, the days, the usage limit, once per customer
 * and the categories it applies to.
 */
export function PromoCodeTerms({ form }: { form: UseFormReturnType<PromoCodeValues> }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const symbol = formatPrice(0, currency).replace(/[\d\s.,]/g, '');
  const values = form.getValues();
  return (
    <>
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
    </>
  );
}
