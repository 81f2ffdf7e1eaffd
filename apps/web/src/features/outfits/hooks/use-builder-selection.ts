import type { UseFormReturnType } from '@mantine/form';
import { OUTFIT_SLOT_MAX_ITEMS, type Category, type ItemSummary } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import {
  addPick,
  isChosen,
  isSlotFull,
  removePick,
  togglePick,
  wrapIndex,
  type BuilderPick,
  type BuilderSelection,
  type BuilderValues,
} from '../builder-form';

const NO_INDICES: Record<Category, number> = {
  top: 0,
  bottom: 0,
  footwear: 0,
  accessory: 0,
  fragrance: 0,
};

/**
 * The chosen catalogue items and each carousel's current candidate (of `candidates`). An item
 * joins its category unless that one is full, which a toast says; a search result turns its
 * carousel to it. Every new choice is `onChange`'s to hear.
 */
export function useBuilderSelection(
  form: UseFormReturnType<BuilderValues>,
  candidates: Record<Category, ItemSummary[]>,
  onChange: () => void,
) {
  const { t } = useTranslation();
  const [indices, setIndices] = useState(NO_INDICES);
  const selection = form.values.items;

  const setSelection = (next: BuilderSelection) => {
    if (next === selection) return;
    form.setFieldValue('items', next);
    form.clearFieldError('items');
    onChange();
  };

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

  return {
    selection,
    setSelection,
    indices,
    turn: (category: Category, index: number) =>
      setIndices((current) => ({
        ...current,
        [category]: wrapIndex(index, candidates[category].length),
      })),
    toggle: (item: BuilderPick) => {
      if (fits(item)) setSelection(togglePick(selection, item));
    },
    remove: (item: BuilderPick) => setSelection(removePick(selection, item)),
    /** A search result joins its category's set, and that carousel turns to it when it holds it. */
    pickFromSearch: (item: BuilderPick) => {
      if (!fits(item)) return;
      setSelection(addPick(selection, item));
      const place = candidates[item.category].findIndex((c) => c.id === item.id);
      if (place >= 0) setIndices((current) => ({ ...current, [item.category]: place }));
    },
  };
}
