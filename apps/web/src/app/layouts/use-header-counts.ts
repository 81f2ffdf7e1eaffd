import { useCart } from '@/features/cart/hooks/use-cart';
import { useFavoriteIds } from '@/features/favorites/api/get-favorite-ids';

/**
 * Counts for the header badges: favourites = number of favourite ids (0 for a guest),
 * cart = total items (the guest's local cart too). The app layer is where features meet
 * (ARCHITECTURE rule 9).
 */
export function useHeaderCounts(): { favorites: number; cart: number } {
  const favorites = useFavoriteIds();
  const cart = useCart();
  return { favorites: favorites.count, cart: cart.count };
}
