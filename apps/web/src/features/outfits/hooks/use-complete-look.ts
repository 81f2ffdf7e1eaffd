import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stylistLooksQueryOptions } from '@/api/get-stylist-looks';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { selectionIds } from '../builder-draft';
import { chosenPieces, type BuilderSelection, type PieceSelection } from '../builder-form';
import { completeWith } from '../builder-seed';

/**
 * «Дополнить образ»: asks the stylist about the items and own pieces chosen so far and adds its
 * first look's pieces to the empty categories, saying how many came.
 */
export function useCompleteLook(
  selection: BuilderSelection,
  setSelection: (next: BuilderSelection) => void,
  own: { pieces: PieceSelection; set: (next: PieceSelection) => void },
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [completing, setCompleting] = useState(false);
  const ids = selectionIds(selection);
  const ownIds = chosenPieces(own.pieces).map((piece) => piece.id);

  async function complete() {
    if (!ids.length && !ownIds.length) return;
    setCompleting(true);
    try {
      const { looks } = await client.fetchQuery(
        stylistLooksQueryOptions(user?.id ?? null, { item_ids: ids, wardrobe_ids: ownIds }),
      );
      const next = completeWith({ items: selection, pieces: own.pieces }, looks[0]);
      if (next.added) {
        setSelection(next.items);
        own.set(next.pieces);
        notifySuccess(t('outfits.builder.complete.added', { count: next.added }));
      } else notifyInfo(t('outfits.builder.complete.nothing'));
    } catch {
      notifyError(t('outfits.builder.complete.failed'));
    } finally {
      setCompleting(false);
    }
  }

  return { complete, completing, canComplete: ids.length + ownIds.length > 0 };
}
