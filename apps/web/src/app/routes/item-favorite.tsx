import type { ItemFavoriteSlotProps } from '@/components/item-favorite-slot';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';

/**
 * The favourites feature's heart as the favourite control on items (provided by the shop layout):
 * a round one over card pictures, a bigger bordered one on the item page.
 */
export function renderItemFavorite({ item, placement }: ItemFavoriteSlotProps) {
  if (placement === 'detail') {
    return (
      <FavoriteButton
        itemId={item.id}
        isFavorite={item.is_favorite}
        appearance="default"
        size={42}
      />
    );
  }
  return <FavoriteButton itemId={item.id} isFavorite={item.is_favorite} />;
}
