import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemDetail, ItemImage } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { queryKeys } from '@/api/query-keys';
import type { SchemaFormSubmit } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useAddItemImages } from '../api/add-item-images';
import { useCreateItem } from '../api/create-item';
import { useSaveItemVariants } from '../api/save-item-variants';
import { useUpdateItem } from '../api/update-item';
import type { PendingPictures } from '../components/pending-pictures';
import { currencySymbol } from '../currency-symbol';
import {
  buildItemUpdate,
  buildItemWrite,
  buildVariants,
  itemRules,
  itemToFormValues,
  NEW_ITEM_VALUES,
  variantsChanged,
  variantToRow,
  type ItemFormValues,
} from '../item-form-values';
import { showSaveError } from '../item-save-error';
import {
  failedLinksOf,
  notifyLinkFailures,
  pendingAfterFailures,
  type ItemEditState,
} from '../link-failures';

type Release = SchemaFormSubmit['release'];
/** Says the save went through and returns to the list. */
type Done = (message: string, release: Release) => void;
/** Shows a refused save; `savedRows` are the variants the server holds. */
type Fail = (error: unknown, savedRows: ItemFormValues['variants']) => void;

/**
 * A new item's save: everything in one multipart call. When some links could not be stored, the
 * edit page opens with them waiting there, each with its reason.
 */
function useCreateSubmit({
  pictures,
  done,
  fail,
}: {
  pictures: PendingPictures;
  done: Done;
  fail: Fail;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateItem();

  const submitCreate = (values: ItemFormValues, release: Release) =>
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

  return { submitCreate, creating: create.isPending };
}

/**
 * An edit's save in steps: the changed fields, then the variants as one list, then new pictures.
 * `saved` follows each step that succeeded, so a later failure keeps what the server already has.
 */
function useEditSubmit({
  form,
  saved,
  setSaved,
  pictures,
  setPictures,
  setStored,
  done,
  fail,
}: {
  form: UseFormReturnType<ItemFormValues>;
  saved: ItemFormValues;
  setSaved: (values: ItemFormValues) => void;
  pictures: PendingPictures;
  setPictures: (next: PendingPictures) => void;
  setStored: (images: ItemImage[]) => void;
  done: Done;
  fail: Fail;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const update = useUpdateItem();
  const saveVariants = useSaveItemVariants();
  const addImages = useAddItemImages();
  const [saving, setSaving] = useState(false);

  const submitEdit = async (id: number, values: ItemFormValues, release: Release) => {
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

  return { submitEdit, saving };
}

/**
 * The item form's state and its save: create sends everything in one multipart call; edit saves
 * the changed fields, then the variants as one list, then new pictures, each step kept when a
 * later one fails.
 */
export function useItemSave(item: ItemDetail | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = currencySymbol(useStoreCurrency());
  const [formError, setFormError] = useState<string | null>(null);
  const location = useLocation();
  // Links the creation could not store wait here, each with its reason, for a fix or a removal.
  const [pictures, setPictures] = useState<PendingPictures>(() =>
    pendingAfterFailures((location.state as ItemEditState | null)?.failedLinks ?? {}),
  );
  const [stored, setStored] = useState<ItemImage[]>(item?.images ?? []);

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

  const done: Done = (message, release) => {
    notifySuccess(message);
    release();
    void navigate(paths.admin.items);
  };
  const fail: Fail = (error, savedRows) =>
    showSaveError(form, error, savedRows, t('admin.common.saveFailed'), setFormError);

  const { submitCreate, creating } = useCreateSubmit({ pictures, done, fail });
  const { submitEdit, saving } = useEditSubmit({
    form,
    saved,
    setSaved,
    pictures,
    setPictures,
    setStored,
    done,
    fail,
  });

  const submit = (values: ItemFormValues, { release }: SchemaFormSubmit) => {
    setFormError(null);
    return item ? submitEdit(item.id, values, release) : submitCreate(values, release);
  };

  return {
    form,
    submit,
    unsaved,
    formError,
    pending: saving || creating,
    currency,
    pictures,
    setPictures,
    stored,
    setStored,
  };
}
