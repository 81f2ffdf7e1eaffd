import type { Outfit } from '@shop/contract';
import { useCallback, useState } from 'react';
import { useSavedPhoto } from '@/api/get-saved-photo';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { keepAvailable, readDraft, type PhotoChoice } from '../builder-draft';
import {
  builderRules,
  emptyBuilderValues,
  valuesFromOutfit,
  type BuilderValues,
} from '../builder-form';
import { useBuilderDraft } from './use-builder-draft';

/**
 * What the builder keeps in the user's draft for this outfit (`key`, null for nobody): the form
 * (the outfit's values, empty for a new one; checked by `builderRules` when saved) and the try-on
 * photo (the one kept in the settings from the start). Restored on the next visit, kept until
 * the outfit is saved.
 */
export function useBuilderForm(outfit: Outfit | undefined, key: string | null) {
  const [baseline] = useState(() => (outfit ? valuesFromOutfit(outfit) : emptyBuilderValues()));
  const [initialDraft] = useState(() => (key ? readDraft(key) : null));
  const [photo, setPhoto] = useState<PhotoChoice | null>(
    () => initialDraft?.photo ?? { source: 'settings' },
  );
  const savedPhotoUrl = useSavedPhoto();
  const photoUrl = photo?.source === 'upload' ? photo.url : photo ? savedPhotoUrl : null;
  const form = useSchemaForm<BuilderValues>({
    mode: 'controlled',
    initialValues: initialDraft?.values ?? baseline,
    ...builderRules,
  });
  const { setFieldValue, getValues } = form;
  // Items of a restored draft that are gone from the shop leave it without a word.
  const dropGone = useCallback(
    (available: number[]) => setFieldValue('items', keepAvailable(getValues().items, available)),
    [setFieldValue, getValues],
  );
  const draft = useBuilderDraft({
    key,
    initial: initialDraft,
    baseline,
    values: form.values,
    photo,
    onAvailable: dropGone,
  });
  return { form, baseline, draft, photo, setPhoto, photoUrl, savedPhotoUrl };
}
