import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { adoptServerCart } from '@/features/cart/hooks/use-cart';
import { OutfitDetailPage } from '@/features/outfits/components/outfit-detail-page';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { useCurrentUser } from '@/lib/session';
import { parseRouteId } from './route-id';

/**
 * /outfits/{id}: where the outfits (the outfit, its heart, its actions), the cart (the cart the
 * server answered after 'Добавить образ в корзину') and the reviews meet.
 */
export function OutfitDetailRoute() {
  const params = useParams();
  const outfitId = parseRouteId(params.id);
  const client = useQueryClient();
  const user = useCurrentUser();

  return (
    <OutfitDetailPage
      outfitId={outfitId}
      onCart={(lines) => {
        if (user) adoptServerCart(client, user.id, lines);
      }}
    >
      <ReviewsSection
        target={{ kind: 'outfit', id: outfitId }}
        // A new or deleted review changes the outfit's rating.
        onChanged={() =>
          void client.invalidateQueries({ queryKey: queryKeys.outfits.detail(outfitId) })
        }
      />
    </OutfitDetailPage>
  );
}
