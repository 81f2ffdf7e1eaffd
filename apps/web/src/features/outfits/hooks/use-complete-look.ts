import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stylistLooksQueryOptions } from '@/api/get-stylist-looks';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { selectionIds } from '../builder-draft';
import type { BuilderSelection } from '../builder-form';
import { completeWith } from '../builder-seed';

/**
 * «Дополнить образ»: asks the stylist about the items chosen so far and adds its first look's
 * pieces to the empty categories, saying how many came.
 */
export function useCompleteLook(
  selection: BuilderSelection,
  setSelection: (next: BuilderSelection) => void,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [completing, setCompleting] = useState(false);
  const ids = selectionIds(selection);

  async function complete() {
    if (!ids.length) return;
    setCompleting(true);
    try {
      const { looks } = await client.fetchQuery(
        stylistLooksQueryOptions(user?.id ?? null, { item_ids: ids }),
      );
      const { next, added } = completeWith(selection, looks[0]);
      if (added) {
        setSelection(next);
        notifySuccess(t('outfits.builder.complete.added', { count: added }));
      } else notifyInfo(t('outfits.builder.complete.nothing'));
    } catch {
      notifyError(t('outfits.builder.complete.failed'));
    } finally {
      setCompleting(false);
    }
  }

  return { complete, completing, canComplete: ids.length > 0 };
}
