import type { Outfit } from '@shop/contract';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { draftKey, type PhotoChoice } from '../builder-draft';
import { chosenItems, chosenPieces, toTryOnRequest, type BuilderPick } from '../builder-form';
import { selectionOf } from '../builder-seed';
import { useBuilderCatalogue } from './use-builder-catalogue';
import { useBuilderForm } from './use-builder-form';
import { useBuilderSave } from './use-builder-save';
import { useBuilderPieces } from './use-builder-pieces';
import { useBuilderSeed } from './use-builder-seed';
import { useBuilderSelection } from './use-builder-selection';
import { useCompleteLook } from './use-complete-look';
import { useTryOn } from './use-try-on';

/**
 * The builder's state: the form (restored from the user's draft for this outfit, kept until it is
 * saved), the carousels' positions, the photo (the one kept in the settings from the start) and
 * the try-on, which a new choice of items or photo makes stale.
 */
export function useOutfitBuilder(outfit: Outfit | undefined) {
  const { t } = useTranslation();
  const catalogue = useBuilderCatalogue();
  const tryOn = useTryOn();
  const user = useCurrentUser();
  // «Из гардероба» is the editor's own wardrobe: offered on a new outfit and on one's own.
  const wardrobeOpen = user !== null && (!outfit || outfit.owner_id === user.id);
  const { form, draft, setPhoto, ...kept } = useBuilderForm(
    outfit,
    user ? draftKey(user.id, outfit?.id ?? null) : null,
  );
  const saver = useBuilderSave({
    form,
    outfitId: outfit?.id,
    draft,
    tryOn: tryOn.state,
    withPieces: wardrobeOpen,
  });

  useEffect(() => {
    if (catalogue.isError)
      notifyError(t('outfits.builder.loadItemsFailed'), { id: 'builder-items' });
  }, [catalogue.isError, t]);

  // A try-on shows the items and the photo it was made with: a new choice needs a new one.
  const dropTryOn = () => {
    if (tryOn.state.status !== 'idle') tryOn.reset();
  };
  const { setSelection, ...chosen } = useBuilderSelection(form, catalogue.items, dropTryOn);
  const own = useBuilderPieces(form, dropTryOn);
  const completion = useCompleteLook(chosen.selection, setSelection, own);
  // A look opened from an item page replaces what a new outfit's draft held.
  const { setFieldValue } = form;
  const seed = useCallback(
    (picks: BuilderPick[]) => {
      if (picks.length) setFieldValue('items', selectionOf(picks));
    },
    [setFieldValue],
  );
  useBuilderSeed(!outfit, seed);

  const choosePhoto = (next: PhotoChoice) => {
    setPhoto(next);
    dropTryOn();
  };

  return {
    ...kept,
    ...chosen,
    ...saver,
    form,
    draft,
    pieces: own.pieces,
    wardrobeOpen,
    togglePiece: own.toggle,
    catalogue,
    tryOn,
    choosePhoto,
    completion,
    startTryOn: () => {
      const { selection } = chosen;
      if (chosenItems(selection).length === 0 && chosenPieces(own.pieces).length === 0) {
        notifyError(t('outfits.builder.noItemsText'), { title: t('outfits.builder.noItems') });
        return;
      }
      if (!kept.photoUrl) {
        notifyError(t('outfits.builder.noPhotoText'), { title: t('outfits.builder.noPhoto') });
        return;
      }
      void tryOn.start(toTryOnRequest(kept.photoUrl, selection, own.pieces));
    },
    discardDraft: () => {
      draft.discard();
      form.setValues(kept.baseline);
      form.clearErrors();
      choosePhoto({ source: 'settings' });
    },
  };
}

export type OutfitBuilderState = ReturnType<typeof useOutfitBuilder>;
