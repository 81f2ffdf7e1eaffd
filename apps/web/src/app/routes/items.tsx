import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { renderItemFavorite } from './favorite-slots';

/** /items (000 §2, decision 008): the catalogue, open to guests, a favourite heart on each card. */
export function ItemsRoute() {
  return <CatalogPage renderFavorite={renderItemFavorite} />;
}
