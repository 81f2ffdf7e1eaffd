import { useForm } from '@mantine/form';
import { OUTFIT_SLOT_MAX_ITEMS, type Category, type Outfit } from '@shop/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSavedPhoto } from '@/api/get-saved-photo';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { draftKey, keepAvailable, readDraft, type PhotoChoice } from '../builder-draft';
import {
  addPick,
  chosenItems,
  chosenPieces,
  emptyBuilderValues,
  isChosen,
  isSlotFull,
  removePick,
  togglePick,
  toTryOnRequest,
  valuesFromOutfit,
  wrapIndex,
  type BuilderPick,
  type BuilderSelection,
  type BuilderValues,
} from '../builder-form';
import { selectionOf } from '../builder-seed';
import { useBuilderCatalogue } from './use-builder-catalogue';
import { useBuilderDraft } from './use-builder-draft';
import { useBuilderPieces } from './use-builder-pieces';
import { useBuilderSeed } from './use-builder-seed';
import { useCompleteLook } from './use-complete-look';
import { useSaveOutfit } from './use-save-outfit';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { shownResult, useTryOn } from './use-try-on';

const NO_INDICES: Record<Category, number> = {
  top: 0,
  bottom: 0,
  footwear: 0,
  accessory: 0,
  fragrance: 0,
};

/**
 * The builder's state: the form (restored from the user's draft for this outfit, kept until it is
 * saved), the carousels' positions, the photo (the one kept in the settings from the start) and
 * the try-on, which a new choice of items or photo makes stale.
 */
export function useOutfitBuilder(outfit: Outfit | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useBuilderCatalogue();
  const tryOn = useTryOn();
  const [indices, setIndices] = useState(NO_INDICES);
  const user = useCurrentUser();
  // «Из гардероба» is the editor's own wardrobe: offered on a new outfit and on one's own.
  const wardrobeOpen = user !== null && (!outfit || outfit.owner_id === user.id);
  const key = user ? draftKey(user.id, outfit?.id ?? null) : null;
  const [baseline] = useState(() => (outfit ? valuesFromOutfit(outfit) : emptyBuilderValues()));
  const [initialDraft] = useState(() => (key ? readDraft(key) : null));
  const [photo, setPhoto] = useState<PhotoChoice | null>(
    () => initialDraft?.photo ?? { source: 'settings' },
  );
  const savedPhotoUrl = useSavedPhoto();
  const photoUrl = photo?.source === 'upload' ? photo.url : photo ? savedPhotoUrl : null;
  const form = useForm<BuilderValues>({
    mode: 'controlled',
    initialValues: initialDraft?.values ?? baseline,
  });
  const selection = form.values.items;
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
  const guard = useLeaveGuard(
    draft.dirty || shownResult(tryOn.state) !== null,
    t('outfits.builder.leave.text'),
  );
  const { save, saving } = useSaveOutfit({
    form,
    outfitId: outfit?.id,
    // The picture on screen goes with the outfit: on the photo, or on the figure.
    tryOnResultUrl: shownResult(tryOn.state)?.url,
    withPieces: wardrobeOpen,
    // Saved: the draft goes, and the way out is free. The outfit takes the builder's place in
    // the history, so Back goes to where the builder was opened from, not into it again.
    onSaved: (id) => {
      draft.clear();
      guard.release();
      void navigate(paths.outfit.build(id), { replace: true });
    },
  });

  useEffect(() => {
    if (catalogue.isError)
      notifyError(t('outfits.builder.loadItemsFailed'), { id: 'builder-items' });
  }, [catalogue.isError, t]);

  const setSelection = (next: BuilderSelection) => {
    if (next === selection) return;
    form.setFieldValue('items', next);
    form.clearFieldError('items');
    // A try-on shows the items it was made with: a new choice needs a new one.
    if (tryOn.state.status !== 'idle') tryOn.reset();
  };
  const own = useBuilderPieces(form, () => {
    if (tryOn.state.status !== 'idle') tryOn.reset();
  });
  const completion = useCompleteLook(selection, setSelection, own);
  // A look opened from an item page replaces what a new outfit's draft held.
  const seed = useCallback(
    (picks: BuilderPick[]) => {
      if (picks.length) setFieldValue('items', selectionOf(picks));
    },
    [setFieldValue],
  );
  useBuilderSeed(!outfit, seed);

  /** False (and says so) when the item would join a category that is full already. */
  const fits = (item: BuilderPick) => {
    if (isChosen(selection, item) || !isSlotFull(selection, item.category)) return true;
    notifyError(
      t('outfits.builder.slotFull', {
        category: t(`outfits.slots.${item.category}`),
        max: OUTFIT_SLOT_MAX_ITEMS,
      }),
      { id: 'builder-slot-full' },
    );
    return false;
  };

  const choosePhoto = (next: PhotoChoice) => {
    setPhoto(next);
    if (tryOn.state.status !== 'idle') tryOn.reset();
  };

  return {
    form,
    selection,
    pieces: own.pieces,
    wardrobeOpen,
    togglePiece: own.toggle,
    catalogue,
    indices,
    baseline,
    draft,
    tryOn,
    photo,
    photoUrl,
    savedPhotoUrl,
    save,
    saving,
    choosePhoto,
    completion,
    turn: (category: Category, index: number) =>
      setIndices((current) => ({
        ...current,
        [category]: wrapIndex(index, catalogue.items[category].length),
      })),
    toggle: (item: BuilderPick) => {
      if (fits(item)) setSelection(togglePick(selection, item));
    },
    remove: (item: BuilderPick) => setSelection(removePick(selection, item)),
    /** A search result joins its category's set, and that carousel turns to it when it holds it. */
    pickFromSearch: (item: BuilderPick) => {
      if (!fits(item)) return;
      setSelection(addPick(selection, item));
      const place = catalogue.items[item.category].findIndex((c) => c.id === item.id);
      if (place >= 0) setIndices((current) => ({ ...current, [item.category]: place }));
    },
    startTryOn: () => {
      if (chosenItems(selection).length === 0 && chosenPieces(own.pieces).length === 0) {
        notifyError(t('outfits.builder.noItemsText'), { title: t('outfits.builder.noItems') });
        return;
      }
      if (!photoUrl) {
        notifyError(t('outfits.builder.noPhotoText'), { title: t('outfits.builder.noPhoto') });
        return;
      }
      void tryOn.start(toTryOnRequest(photoUrl, selection, own.pieces));
    },
    discardDraft: () => {
      draft.discard();
      form.setValues(baseline);
      form.clearErrors();
      choosePhoto({ source: 'settings' });
    },
  };
}

export type OutfitBuilderState = ReturnType<typeof useOutfitBuilder>;
