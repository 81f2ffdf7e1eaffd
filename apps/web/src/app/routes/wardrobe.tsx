import { useAddLookToCart } from '@/features/cart/hooks/use-add-look';
import { WardrobePage } from '@/features/wardrobe/components/wardrobe-page';

/**
 * /wardrobe: the shopper's own pieces, «Что надеть», a piece's panel with its looks (their
 * missing pieces go to the cart), adding by photo and the wear calendar.
 */
export function WardrobeRoute() {
  const addMissing = useAddLookToCart();
  return <WardrobePage onAddMissing={addMissing} />;
}
