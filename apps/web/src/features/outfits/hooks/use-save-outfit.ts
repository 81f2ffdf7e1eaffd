import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SchemaFormSubmit } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateOutfit } from '../api/create-outfit';
import { useUpdateOutfit } from '../api/update-outfit';
import {
  chosenItems,
  chosenPieces,
  ITEM_FIELDS,
  missingRequired,
  toWritePayload,
  type BuilderValues,
} from '../builder-form';

/**
 * Saving the builder's outfit, once the form's rules (`builderRules`) took it: the name and style
 * first ('Заполните обязательные поля'), a name no longer than the limit (said under it, never
 * cut mid-word), then something chosen ('Пустой образ'); what the server refuses lands under its
 * field. The try-on made here goes with the outfit.
 */
export function useSaveOutfit({
  form,
  outfitId,
  tryOnResultUrl,
  withPieces,
  onSaved,
}: {
  form: UseFormReturnType<BuilderValues>;
  /** The outfit being edited; none when a new one is made. */
  outfitId: number | undefined;
  tryOnResultUrl: string | undefined;
  /** Whether the own pieces are the editor's to send (their own outfit, or a new one). */
  withPieces: boolean;
  /** Saved: `release` lets the way out of the builder through. */
  onSaved: (id: number, release: SchemaFormSubmit['release']) => void;
}) {
  const { t } = useTranslation();
  const editing = outfitId !== undefined;
  const create = useCreateOutfit();
  const update = useUpdateOutfit(outfitId ?? 0);
  const saving = create.isPending || update.isPending;

  /** A refused form: a blank name or style is also said in a toast. */
  const refused = () => {
    if (missingRequired(form.getValues()).length === 0) return;
    notifyError(t('outfits.builder.requiredText'), {
      title: t('outfits.builder.requiredTitle'),
      id: 'builder-required',
    });
  };

  /** Nothing chosen: 'Пустой образ', and nothing is sent. */
  const refuseEmpty = (values: BuilderValues): boolean => {
    if (chosenItems(values.items).length > 0 || chosenPieces(values.pieces).length > 0)
      return false;
    notifyError(t('outfits.builder.emptyText'), {
      title: t('outfits.builder.emptyTitle'),
      id: 'builder-empty',
    });
    return true;
  };

  const onError = (error: unknown) => {
    console.warn('[outfits] the outfit could not be saved', error);
    applyFormError(form, error, {
      fallback: editing ? t('outfits.builder.updateFailed') : t('outfits.builder.createFailed'),
      fields: ITEM_FIELDS,
      fieldTexts: { items: t('outfits.builder.itemsRefused') },
      toastId: 'builder-save',
    });
  };

  // The promise lets `SchemaForm` hold a further submit until the answer comes.
  const save = (values: BuilderValues, { release }: SchemaFormSubmit) => {
    if (refuseEmpty(values)) return;
    const payload = toWritePayload(values, tryOnResultUrl, withPieces);
    if (editing) {
      return update.mutateAsync(payload, {
        onSuccess: (saved) => {
          notifySuccess(t('outfits.builder.updatedText'), { title: t('outfits.builder.updated') });
          onSaved(saved.id, release);
        },
        onError,
      });
    }
    return create.mutateAsync(payload, {
      onSuccess: (saved) => {
        notifySuccess(t('outfits.builder.created'));
        onSaved(saved.id, release);
      },
      onError,
    });
  };

  return { save, refused, saving };
}
