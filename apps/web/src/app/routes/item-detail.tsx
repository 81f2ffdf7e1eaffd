import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ItemDetailPage } from '@/features/catalog/components/item-detail-page';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

/** Only digits make an id; anything else is a missing item. */
function parseItemId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * /items/{id}: where the catalogue (item, similar items), the cart (add to cart) and the reviews
 * meet; the hearts come from the favourite control provided in the root route.
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
    >
      <ReviewsSection
        target={{ kind: 'item', id: itemId }}
        // A new or deleted review changes the item's rating.
        onChanged={() =>
          void client.invalidateQueries({ queryKey: queryKeys.items.detail(itemId) })
        }
      />
    </ItemDetailPage>
  );
}
