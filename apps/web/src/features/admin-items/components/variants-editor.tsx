import { Box, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormRowCard, RemoveRowButton } from '@/components/admin/form-row-card';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { emptyVariantRow, type ItemFormValues } from '../item-form-values';
import classes from './variants-editor.module.css';

type ItemFormApi = UseFormReturnType<ItemFormValues>;

/** One variant's inputs: size, the brand's label of it, colour, SKU, stock and price. */
function VariantFields({
  form,
  index,
  wide,
  priceLabel,
}: {
  form: ItemFormApi;
  index: number;
  wide: boolean;
  priceLabel: string;
}) {
  const { t } = useTranslation();
  // On a wide screen the header names the columns and each input is named with its row
  // («SKU 2»); on a phone each card's inputs carry visible labels.
  const named = (label: string) => (wide ? { 'aria-label': `${label} ${index + 1}` } : { label });
  return (
    <>
      <TextInput
        {...named(t('admin.items.variants.size'))}
        {...form.getInputProps(`variants.${index}.size`)}
      />
      <TextInput
        {...named(t('admin.items.variants.brandSize'))}
        {...form.getInputProps(`variants.${index}.brand_size`)}
      />
      <TextInput
        {...named(t('admin.items.variants.color'))}
        {...form.getInputProps(`variants.${index}.color`)}
      />
      <TextInput
        {...named(t('admin.items.variants.sku'))}
        required
        className={classes.sku}
        {...form.getInputProps(`variants.${index}.sku`)}
      />
      <NumberInput
        size="md"
        radius="md"
        {...named(t('admin.items.variants.stock'))}
        allowDecimal={false}
        {...NUMBER_AS_TYPED}
        {...form.getInputProps(`variants.${index}.stock`)}
      />
      <NumberInput
        size="md"
        radius="md"
        {...named(priceLabel)}
        decimalScale={2}
        thousandSeparator=" "
        {...NUMBER_AS_TYPED}
        {...form.getInputProps(`variants.${index}.price`)}
      />
    </>
  );
}

/** A wide screen's variants: a header naming the columns, then one row per variant. */
function VariantRows({ form, priceLabel }: { form: ItemFormApi; priceLabel: string }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('admin.items.form.sections.variants')}>
      <div className={classes.header} aria-hidden>
        <span>{t('admin.items.variants.size')}</span>
        <span>{t('admin.items.variants.brandSize')}</span>
        <span>{t('admin.items.variants.color')}</span>
        <span>{t('admin.items.variants.sku')} *</span>
        <span>{t('admin.items.variants.stock')}</span>
        <span>{priceLabel}</span>
        <span />
      </div>
      <Stack gap="xs">
        {form.values.variants.map((row, index) => (
          <div key={row.key} className={classes.row}>
            <VariantFields form={form} index={index} wide priceLabel={priceLabel} />
            <RemoveRowButton
              label={t('admin.items.variants.remove', { index: index + 1 })}
              onRemove={() => form.removeListItem('variants', index)}
            />
          </div>
        ))}
      </Stack>
    </Box>
  );
}

/** A phone's variants: one card per variant, its inputs labelled. */
function VariantCards({ form, priceLabel }: { form: ItemFormApi; priceLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {form.values.variants.map((row, index) => (
        <FormRowCard
          key={row.key}
          label={t('admin.items.variants.row', { index: index + 1 })}
          removeLabel={t('admin.items.variants.remove', { index: index + 1 })}
          onRemove={() => form.removeListItem('variants', index)}
        >
          <div className={classes.card}>
            <VariantFields form={form} index={index} wide={false} priceLabel={priceLabel} />
          </div>
        </FormRowCard>
      ))}
    </Stack>
  );
}

/**
 * The item's variants (size, the brand's label of it, colour, SKU, stock, price), saved with the
 * form as one list. On a wide screen one row per variant under a header; on a phone one card per
 * variant.
 */
export function VariantsEditor({
  form,
  currencySymbol,
}: {
  form: ItemFormApi;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const wide = useTableLayout();
  const rows = form.values.variants;
  const priceLabel = t('admin.items.variants.price', { currency: currencySymbol });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('admin.items.variants.hint')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" fs="italic">
          {t('admin.items.variants.none')}
        </Text>
      )}
      {rows.length > 0 && wide && <VariantRows form={form} priceLabel={priceLabel} />}
      {rows.length > 0 && !wide && <VariantCards form={form} priceLabel={priceLabel} />}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('variants', emptyVariantRow())}
        >
          {t('admin.items.variants.add')}
        </Button>
      </Group>
    </Stack>
  );
}
