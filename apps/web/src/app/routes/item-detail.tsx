import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCart } from '@/features/cart/hooks/use-cart';
import { itemQueryOptions } from '@/features/catalog/api/get-item';
import { ItemDetailPage } from '@/features/catalog/components/item-detail-page';
import { ItemReviews } from '@/features/reviews/components/item-reviews';
import { renderDetailFavorite, renderItemFavorite } from './favorite-slots';

/** Only digits make an id; anything else is a missing item. */
function parseItemId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * /items/{id} (000 §2): where the catalogue (item, similar items), the cart (add to cart), the
 * favourites (hearts) and the reviews meet.
 */
export function ItemDetailRoute() {
  const params = useParams();
  const itemId = parseItemId(params.id);
  const cart = useCart();
  const client = useQueryClient();

  return (
    <ItemDetailPage
      itemId={itemId}
      onAddToCart={({ item, variant, quantity }) => cart.add({ item, variant, quantity })}
      renderDetailFavorite={renderDetailFavorite}
      renderFavorite={renderItemFavorite}
    >
      <ItemReviews
        itemId={itemId}
        // A new or deleted review changes the item's rating.
        onChanged={() =>
          void client.invalidateQueries({ queryKey: itemQueryOptions(itemId).queryKey })
        }
      />
    </ItemDetailPage>
  );
}
