import { useTranslation } from 'react-i18next';
import { HistoryView } from '@/features/history/components/history-view';
import { useClearOutfitHistory } from '@/features/outfits/api/clear-outfit-history';
import { useOutfitHistory } from '@/features/outfits/api/get-outfit-history';
import { ViewedOutfitsPanel } from '@/features/outfits/components/outfit-tab-panels';
import { usePageTitle } from '@/hooks/use-page-title';

/** /history: viewed items and viewed outfits (the outfits feature's); clearing empties both. */
export function HistoryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  const outfits = useOutfitHistory();
  const clearOutfits = useClearOutfitHistory();
  const noOutfits = !outfits.isPending && (outfits.data?.pages.flat().length ?? 0) === 0;
  return (
    <HistoryView
      outfits={{
        panel: <ViewedOutfitsPanel />,
        isEmpty: noOutfits,
        clear: () => clearOutfits.mutate(),
      }}
    />
  );
}
