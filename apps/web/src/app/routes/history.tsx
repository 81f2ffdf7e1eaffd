import { useTranslation } from 'react-i18next';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { HistoryView } from '@/features/history/components/history-view';
import { usePageTitle } from '@/hooks/use-page-title';

/** /history (000 §2): viewed items, each with its favourite heart. */
export function HistoryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  return (
    <HistoryView
      favoriteSlot={(item) => <FavoriteButton itemId={item.id} isFavorite={item.is_favorite} />}
    />
  );
}
