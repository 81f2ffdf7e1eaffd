import type { FormErrors } from '@mantine/form';
import type { Outfit } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SchemaFormSubmit } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateAdminOutfit } from '../api/create-admin-outfit';
import { useUpdateAdminOutfit } from '../api/update-admin-outfit';
import {
  buildOutfitWrite,
  hasNoItems,
  NEW_OUTFIT_VALUES,
  outfitItems,
  outfitToFormValues,
  outfitRules,
  type OutfitFormValues,
  type PickedItem,
} from '../outfit-form';

/**
 * The admin outfit form's state: its values and rules, the items the slots can name (`known`,
 * `remember` as they are picked), and the save (create or update, then back to the list), which
 * refuses an outfit of no items and says in a toast what a refused form misses.
 */
export function useOutfitForm(outfit?: Outfit) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAdminOutfit();
  const update = useUpdateAdminOutfit();
  const [formError, setFormError] = useState<string | null>(null);
  // Names and pictures of the items the slots show (ids typed by hand have none).
  const [known, setKnown] = useState<Map<number, PickedItem>>(
    () => new Map(outfit ? outfitItems(outfit).map((item) => [item.id, item]) : []),
  );
  const remember = (item: PickedItem) => setKnown((map) => new Map(map).set(item.id, item));

  const form = useSchemaForm<OutfitFormValues>({
    mode: 'controlled',
    initialValues: outfit ? outfitToFormValues(outfit) : NEW_OUTFIT_VALUES,
    ...outfitRules,
  });

  const fail = (error: unknown) =>
    applyFormError(form, error, {
      fallback: t('admin.common.saveFailed'),
      setFormError,
      toastId: 'admin-outfit-save-failed',
    });

  const submit = (values: OutfitFormValues, { release }: SchemaFormSubmit) => {
    setFormError(null);
    if (hasNoItems(values)) {
      const message = t('admin.outfits.form.noItems');
      setFormError(message);
      notifyError(message, { id: 'admin-outfit-no-items' });
      return;
    }
    const body = buildOutfitWrite(values);
    const done = (message: string) => {
      notifySuccess(message);
      release();
      void navigate(paths.admin.outfits);
    };
    if (outfit)
      return update.mutateAsync(
        { id: outfit.id, body },
        { onSuccess: () => done(t('admin.outfits.form.updated')), onError: fail },
      );
    return create.mutateAsync(body, {
      onSuccess: () => done(t('admin.outfits.form.created')),
      onError: fail,
    });
  };
  const refused = (errors: FormErrors) => {
    if (errors.name || errors.style)
      notifyError(t('admin.outfits.form.requiredFields'), { id: 'admin-outfit-required' });
  };

  const saving = create.isPending || update.isPending;
  return { form, submit, refused, formError, saving, known, remember };
}
