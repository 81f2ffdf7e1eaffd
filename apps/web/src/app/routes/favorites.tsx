import { useTranslation } from 'react-i18next';
import { FavoritesView } from '@/features/favorites/components/favorites-view';
import { usePageTitle } from '@/hooks/use-page-title';

/** /favorites. */
export function FavoritesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('favorites.title'));
  return <FavoritesView />;
}
