import type { OutfitCartOption, OutfitCartResponse, OutfitCartSkipReason } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useAddOutfitToCart } from '../api/add-outfit-to-cart';

/** An item of the outfit that the dialog could not offer, with why. */
export type Unavailable = { item_id: number; name: string; reason: OutfitCartSkipReason };

/** One item's line of the dialog: whether it goes into the cart, and in which variant. */
export type CartChoiceLine = { checked: boolean; variantId: number | null };

/**
 * The usual size when there is one; an item sold in a single size (one variant, or one size in
 * several colours) needs no choice: its first variant, which is in the item's main colour. An
 * item that cannot be bought starts unticked.
 */
function initialLines(items: OutfitCartOption[]): Record<number, CartChoiceLine> {
  return Object.fromEntries(
    items.map((item) => {
      const oneSize = new Set(item.variants.map((v) => v.size)).size === 1;
      return [
        item.item_id,
        {
          checked: item.unavailable === null,
          variantId: item.preferred_variant_id ?? (oneSize ? item.variants[0]!.id : null),
        },
      ];
    }),
  );
}

/**
 * The outfit cart dialog's choice: a line per item (`initialLines`). `submit` sends the ticked
 * lines once something is ticked and each ticked line has its size; after a first try (`tried`)
 * the dialog says what is missing. `onAdded` gets the server's answer and the items that could
 * not be offered; a failure is toasted.
 */
export function useOutfitCartChoice(
  outfitId: number,
  items: OutfitCartOption[],
  onAdded: (answer: OutfitCartResponse, unavailable: Unavailable[]) => void,
) {
  const { t } = useTranslation();
  const add = useAddOutfitToCart();
  const [lines, setLines] = useState(() => initialLines(items));
  const [tried, setTried] = useState(false);
  const setLine = (id: number, line: Partial<CartChoiceLine>) =>
    setLines((current) => ({ ...current, [id]: { ...current[id]!, ...line } }));

  const chosen = items.filter((item) => lines[item.item_id]?.checked);
  const unavailable: Unavailable[] = items.flatMap((item) =>
    item.unavailable ? [{ item_id: item.item_id, name: item.name, reason: item.unavailable }] : [],
  );

  const submit = () => {
    setTried(true);
    if (chosen.length === 0 || chosen.some((item) => lines[item.item_id]!.variantId === null))
      return;
    add.mutate(
      {
        outfitId,
        lines: chosen.map((item) => ({
          item_id: item.item_id,
          variant_id: lines[item.item_id]!.variantId!,
        })),
      },
      {
        onSuccess: (answer) => onAdded(answer, unavailable),
        onError: (error) => {
          console.warn('[outfits] the outfit could not be added to the cart', error);
          notifyError(t('outfits.detail.cart.failed'), { id: 'outfit-cart' });
        },
      },
    );
  };

  return {
    lines,
    setLine,
    tried,
    nothingChosen: chosen.length === 0,
    submit,
    adding: add.isPending,
  };
}
