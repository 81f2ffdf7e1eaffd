import { useTranslation } from 'react-i18next';
import { FavoritesView } from '@/features/favorites/components/favorites-view';
import { FavoriteOutfitsPanel } from '@/features/outfits/components/outfit-tab-panels';
import { usePageTitle } from '@/hooks/use-page-title';

/** /favorites: favourite items, and the outfits feature's favourite outfits in their tab. */
export function FavoritesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('favorites.title'));
  return <FavoritesView outfits={<FavoriteOutfitsPanel />} />;
}
