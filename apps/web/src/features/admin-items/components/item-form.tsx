import {
  Button,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES, GENDERS, type Category, type Gender, type ItemDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchemaForm } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { useItemSave } from '../hooks/use-item-save';
import type { ItemFormValues } from '../item-form-values';
import { CompareAtPriceField } from './compare-at-price-field';
import { ItemPictures } from './item-pictures';
import { ItemStatusSelect } from './item-status-select';
import { VariantsEditor } from './variants-editor';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      bg="white"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={3} fz="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The admin item form, create or edit: the fields, pictures (upload several at once or by link,
 * stored ones with delete) and the variants. Save or cancel returns to the list.
 */
export function ItemForm({ item }: { item?: ItemDetail }) {
  const { t } = useTranslation();
  const {
    form,
    submit,
    unsaved,
    formError,
    pending,
    currency,
    pictures,
    setPictures,
    stored,
    setStored,
  } = useItemSave(item);

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      aria-label={t('admin.items.form.label')}
      leaveGuard
      dirty={unsaved}
      error={formError}
      alertFirst
      gap="md"
      pending={pending}
      submitLabel={item ? t('admin.common.save') : t('admin.common.create')}
      submitProps={{ maw: { sm: 200 } }}
      actions={
        <Button component={Link} to={paths.admin.items} variant="default" maw={{ sm: 160 }}>
          {t('admin.common.cancel')}
        </Button>
      }
      actionsProps={{ gap: 'sm', grow: true, preventGrowOverflow: false }}
    >
      <Section id="item-main" title={t('admin.items.form.sections.main')}>
        <MainFields form={form} currency={currency} />
      </Section>
      <Section id="item-details" title={t('admin.items.form.sections.details')}>
        <DetailFields form={form} />
      </Section>
      <Section id="item-pictures" title={t('admin.items.form.sections.pictures')}>
        <ItemPictures
          itemId={item?.id}
          stored={stored}
          colors={[...new Set((item?.variants ?? []).flatMap((v) => (v.color ? [v.color] : [])))]}
          onStoredDeleted={(imageId) =>
            setStored((list) => list.filter((image) => image.id !== imageId))
          }
          onStoredChanged={setStored}
          pending={pictures}
          onPendingChange={setPictures}
        />
      </Section>
      <Section id="item-variants" title={t('admin.items.form.sections.variants')}>
        <VariantsEditor form={form} currencySymbol={currency} />
      </Section>
    </SchemaForm>
  );
}

type ItemFormApi = UseFormReturnType<ItemFormValues>;

/** Name, brand, category, who it is for, prices, article and status. */
function MainFields({ form, currency }: { form: ItemFormApi; currency: string }) {
  const { t } = useTranslation();
  const categoryOptions = CATEGORIES.map((value) => ({
    value,
    label: t(`catalog.categories.${value}`),
  }));
  const genderOptions = GENDERS.map((value) => ({ value, label: t(`item.gender.${value}`) }));
  return (
    <Stack gap="md">
      <TextInput label={t('admin.items.form.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('admin.items.form.brand')} {...form.getInputProps('brand')} />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.form.category')}
          data={categoryOptions}
          allowDeselect={false}
          {...form.getInputProps('category')}
          onChange={(value) => value && form.setFieldValue('category', value as Category)}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.form.gender')}
          data={genderOptions}
          allowDeselect={false}
          {...form.getInputProps('gender')}
          onChange={(value) => value && form.setFieldValue('gender', value as Gender)}
        />
        <NumberInput
          size="md"
          radius="md"
          label={t('admin.items.form.price', { currency })}
          description={t('admin.items.form.priceHint')}
          decimalScale={2}
          thousandSeparator=" "
          {...NUMBER_AS_TYPED}
          {...form.getInputProps('price')}
        />
        <CompareAtPriceField currency={currency} {...form.getInputProps('compare_at_price')} />
        <TextInput label={t('admin.items.form.article')} {...form.getInputProps('article')} />
        <ItemStatusSelect
          {...form.getInputProps('status')}
          value={form.getValues().status}
          onChange={(status) => form.setFieldValue('status', status)}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Colour, size, style, collection, description and composition. */
function DetailFields({ form }: { form: ItemFormApi }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('admin.items.form.color')} {...form.getInputProps('color')} />
        <TextInput label={t('admin.items.form.size')} {...form.getInputProps('size')} />
        <TextInput label={t('admin.items.form.style')} {...form.getInputProps('style')} />
        <TextInput label={t('admin.items.form.collection')} {...form.getInputProps('collection')} />
      </SimpleGrid>
      <Textarea
        size="md"
        radius="md"
        label={t('admin.items.form.description')}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
      />
      <TextInput
        label={t('admin.items.form.composition')}
        placeholder={t('admin.items.form.compositionPlaceholder')}
        {...form.getInputProps('composition')}
      />
    </Stack>
  );
}
