import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { useAddLookToCart } from '@/features/cart/hooks/use-add-look';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ItemDetailPage } from '@/features/catalog/components/item-detail-page';
import { lookBuilderPath } from '@/features/outfits/builder-seed';
import { OwnedButton } from '@/features/wardrobe/components/owned-button';

// The reviews are drawn when scrolled near (ItemDetailPage): their code, the review form's and the
// contract's review schemas with it, is fetched then, not with the item's page.
const ReviewsSection = lazy(() =>
  import('@/features/reviews/components/reviews-section').then((module) => ({
    default: module.ReviewsSection,
  })),
);

/** Only digits make an id; anything else is a missing item. */
function parseItemId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * /items/{id}: where the catalogue (item, its looks, similar items), the cart (add to cart, a
 * look's missing pieces), the wardrobe («Уже есть у меня»), the outfit builder (a look opened in
 * it) and the reviews meet; the hearts come from the favourite control provided in the root route.
 */
export function ItemDetailRoute() {
  const params = useParams();
  const itemId = parseItemId(params.id);
  const cart = useCart();
  const addMissing = useAddLookToCart();
  const client = useQueryClient();
  const navigate = useNavigate();

  return (
    <ItemDetailPage
      itemId={itemId}
      onAddToCart={({ item, variant, quantity }) => cart.add({ item, variant, quantity })}
      looks={{
        onAddMissing: addMissing,
        onOpenInBuilder: (look) => void navigate(lookBuilderPath(look)),
      }}
      ownedAction={({ itemId, variantId }) => (
        <Group>
          <OwnedButton itemId={itemId} variantId={variantId} />
        </Group>
      )}
    >
      <Suspense fallback={null}>
        <ReviewsSection
          target={{ kind: 'item', id: itemId }}
          // A new or deleted review changes the item's rating.
          onChanged={() =>
            void client.invalidateQueries({ queryKey: queryKeys.items.detail(itemId) })
          }
        />
      </Suspense>
    </ItemDetailPage>
  );
}
