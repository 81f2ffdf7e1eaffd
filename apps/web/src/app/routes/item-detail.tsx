import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { StylistLook } from '@shop/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ItemDetailPage } from '@/features/catalog/components/item-detail-page';
import { lookBuilderPath } from '@/features/outfits/builder-seed';
import { OwnedButton } from '@/features/wardrobe/components/owned-button';
import { notifyInfo, notifySuccess } from '@/lib/notify';

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
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  /** One of each catalogue piece not in the cart yet, in the size the stylist chose. */
  async function addMissing(look: StylistLook) {
    const inCart = new Set(cart.lines.map((line) => line.item_id));
    let added = 0;
    for (const piece of look.items) {
      if (piece.source !== 'catalog' || !piece.variant || inCart.has(piece.item.id)) continue;
      const outcome = await cart.add({ item: piece.item, variant: piece.variant });
      if (outcome.added > 0) added += 1;
    }
    const toCart = { label: t('item.goToCart'), onClick: () => void navigate(paths.cart) };
    if (added) notifySuccess(t('item.stylist.added', { count: added }), { action: toCart });
    else notifyInfo(t('item.stylist.nothingAdded'), { action: toCart });
  }

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
