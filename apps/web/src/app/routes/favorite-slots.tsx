import type { ItemSummary } from '@shop/contract';
import type { ReactNode } from 'react';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';

/**
 * The favourite hearts on item cards and on the item page. The favourites feature provides the
 * heart; the app layer wires it here (features never import each other).
 */
export function renderItemFavorite(item: ItemSummary): ReactNode {
  return <FavoriteButton itemId={item.id} isFavorite={item.is_favorite} />;
}

/** The bigger heart next to 'Добавить в корзину'. */
export function renderDetailFavorite(item: ItemSummary): ReactNode {
  return (
    <FavoriteButton itemId={item.id} isFavorite={item.is_favorite} appearance="default" size={42} />
  );
}
