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
import { useQueryClient } from '@tanstack/react-query';
import {
  CATEGORIES,
  GENDERS,
  type Category,
  type Gender,
  type ItemDetail,
  type ItemImage,
} from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { queryKeys } from '@/api/query-keys';
import { SchemaForm, type SchemaFormSubmit } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { ApiError, isApiError } from '@/lib/api-client';
import { errorCodeText } from '@/lib/error-messages';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { applyFormError } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddItemImages } from '../api/add-item-images';
import { useCreateItem } from '../api/create-item';
import { useSaveItemVariants } from '../api/save-item-variants';
import { useUpdateItem } from '../api/update-item';
import { currencySymbol } from '../currency-symbol';
import {
  buildItemUpdate,
  buildItemWrite,
  buildVariants,
  itemRules,
  itemToFormValues,
  NEW_ITEM_VALUES,
  rowsWithNewSku,
  variantsChanged,
  variantToRow,
  type ItemFormValues,
} from '../item-form-values';
import { CompareAtPriceField } from './compare-at-price-field';
import {
  failedLinksOf,
  notifyLinkFailures,
  pendingAfterFailures,
  type ItemEditState,
} from '../link-failures';
import { ItemPictures, type PendingPictures } from './item-pictures';
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
 * Puts a refused save where it belongs: a taken SKU under the rows it can come from (the server
 * names none), `variants.N.field` paths under that row's field, the rest through `applyFormError`
 * (fields by name, else the form-level alert and the 'Ошибка' toast).
 */
function showSaveError(
  form: UseFormReturnType<ItemFormValues>,
  error: unknown,
  savedRows: ItemFormValues['variants'],
  fallback: string,
  setFormError: (message: string) => void,
) {
  if (isApiError(error) && error.code === 'SKU_TAKEN') {
    const text = errorCodeText('SKU_TAKEN');
    for (const index of rowsWithNewSku(form.getValues().variants, savedRows))
      form.setFieldError(`variants.${index}.sku`, text);
    notifyError(text, { id: 'admin-item-sku-taken' });
    return;
  }
  if (isApiError(error) && error.details?.fields?.length) {
    const rest = error.details.fields.filter(({ path, message }) => {
      const match = /^variants\.(\d+)\.(\w+)$/.exec(path);
      if (!match) return true;
      form.setFieldError(`variants.${match[1]}.${match[2]}`, message);
      return false;
    });
    if (rest.length !== error.details.fields.length) {
      error = new ApiError(error.status, {
        ...error.envelope,
        details: { ...error.details, fields: rest },
      });
      if (rest.length === 0) return;
    }
  }
  applyFormError(form, error, {
    fallback,
    setFormError,
    toastId: 'admin-item-save-failed',
    fieldTexts: { compare_at_price: i18n.t('admin.items.form.compareAt.abovePrice') },
  });
}

/**
 * The item form's state and its save: create sends everything in one multipart call; edit saves
 * the changed fields, then the variants as one list, then new pictures, each step kept when a
 * later one fails.
 */
function useItemSave(item: ItemDetail | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const currency = currencySymbol(useStoreCurrency());
  const create = useCreateItem();
  const update = useUpdateItem();
  const saveVariants = useSaveItemVariants();
  const addImages = useAddItemImages();
  const [formError, setFormError] = useState<string | null>(null);
  const location = useLocation();
  // Links the creation could not store wait here, each with its reason, for a fix or a removal.
  const [pictures, setPictures] = useState<PendingPictures>(() =>
    pendingAfterFailures((location.state as ItemEditState | null)?.failedLinks ?? {}),
  );
  const [stored, setStored] = useState<ItemImage[]>(item?.images ?? []);
  const [saving, setSaving] = useState(false);

  // What the server holds: an edit sends what differs from it; it follows each step that succeeded.
  const [saved, setSaved] = useState<ItemFormValues>(() =>
    item ? itemToFormValues(item) : NEW_ITEM_VALUES,
  );

  const form = useSchemaForm<ItemFormValues>({
    mode: 'controlled',
    initialValues: saved,
    ...itemRules,
  });
  const unsaved = form.isDirty() || pictures.files.length > 0 || pictures.links.length > 0;

  const done = (message: string, release: SchemaFormSubmit['release']) => {
    notifySuccess(message);
    release();
    void navigate(paths.admin.items);
  };
  const fail = (error: unknown, savedRows: ItemFormValues['variants']) =>
    showSaveError(form, error, savedRows, t('admin.common.saveFailed'), setFormError);

  const submitCreate = (values: ItemFormValues, release: SchemaFormSubmit['release']) =>
    create.mutateAsync(
      {
        fields: buildItemWrite(values),
        images: pictures.files,
        imageUrls: pictures.links,
        variants: buildVariants(values.variants),
      },
      {
        onSuccess: (created) => {
          const failedLinks = failedLinksOf(pictures.links, created.link_failures);
          if (!created.link_failures.length) return done(t('admin.items.form.created'), release);
          notifyLinkFailures(created.link_failures.length);
          release();
          void navigate(paths.admin.itemEdit.build(created.id), {
            state: { failedLinks } satisfies ItemEditState,
          });
        },
        onError: (error) => fail(error, []),
      },
    );

  const submitEdit = async (
    id: number,
    values: ItemFormValues,
    release: SchemaFormSubmit['release'],
  ) => {
    setSaving(true);
    let baseline = saved;
    try {
      const body = buildItemUpdate(values, baseline);
      if (Object.keys(body).length) {
        await update.mutateAsync({ id, body });
        baseline = { ...values, variants: baseline.variants };
      }
      if (variantsChanged(values.variants, baseline.variants)) {
        const variants = await saveVariants.mutateAsync({
          id,
          variants: buildVariants(values.variants),
        });
        // Rows take the ids the server gave the new variants, so a second save updates them.
        const rows = variants.map(variantToRow);
        form.setFieldValue('variants', rows);
        baseline = { ...baseline, variants: rows };
      }
      if (pictures.files.length || pictures.links.length) {
        const added = await addImages.mutateAsync({
          id,
          images: pictures.files,
          imageUrls: pictures.links,
        });
        setStored(added.images);
        setPictures(pendingAfterFailures(failedLinksOf(pictures.links, added.link_failures)));
        if (added.link_failures.length) return notifyLinkFailures(added.link_failures.length);
      }
      done(t('admin.items.form.updated'), release);
    } catch (error) {
      const failedLinks = isApiError(error)
        ? failedLinksOf(pictures.links, error.details?.fields)
        : {};
      if (Object.keys(failedLinks).length) {
        setPictures({ ...pictures, failed: failedLinks });
        return notifyLinkFailures(Object.keys(failedLinks).length);
      }
      fail(error, baseline.variants);
    } finally {
      setSaved(baseline);
      setSaving(false);
      void client.invalidateQueries({ queryKey: queryKeys.items.all });
    }
  };

  const submit = (values: ItemFormValues, { release }: SchemaFormSubmit) => {
    setFormError(null);
    return item ? submitEdit(item.id, values, release) : submitCreate(values, release);
  };

  return {
    form,
    submit,
    unsaved,
    formError,
    pending: saving || create.isPending,
    currency,
    pictures,
    setPictures,
    stored,
    setStored,
  };
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
