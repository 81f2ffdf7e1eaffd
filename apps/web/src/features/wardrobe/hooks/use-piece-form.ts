import { wardrobeItemUpdateSchema, type WardrobeItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useUpdateWardrobeItem } from '../api/update-wardrobe-item';
import { pieceUpdate, pieceValues, type PieceValues } from '../piece-form-values';

/**
 * A piece's form: its values checked by the contract's PATCH schema (controlled, since the kinds
 * offered follow the slot), sent by PATCH (`save`, for `SchemaForm`); a refusal lands under its
 * field or in `formError`.
 */
export function usePieceForm(piece: WardrobeItem, onSaved?: (saved: WardrobeItem) => void) {
  const { t } = useTranslation();
  const update = useUpdateWardrobeItem();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<PieceValues>({
    mode: 'controlled',
    initialValues: pieceValues(piece),
    schema: wardrobeItemUpdateSchema,
    input: (values) => pieceUpdate(values, piece),
  });

  // The frame holds a further submit until the returned promise settles.
  const save = (values: PieceValues) => {
    setFormError(null);
    return update.mutateAsync(
      { id: piece.id, body: pieceUpdate(values, piece) },
      {
        onSuccess: (saved) => {
          form.resetDirty();
          onSaved?.(saved);
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('wardrobe.piece.saveFailed'),
            setFormError,
            toastId: 'wardrobe-piece-save-failed',
          }),
      },
    );
  };

  return { form, save, formError, saving: update.isPending };
}

export type PieceForm = ReturnType<typeof usePieceForm>['form'];
