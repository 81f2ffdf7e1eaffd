import { useCart } from '@/features/cart/hooks/use-cart';
import { useFavoriteIds } from '@/features/favorites/api/get-favorite-ids';

/**
 * Counts for the header badges: favourites = number of favourite ids (0 for a guest),
 * cart = total items (the guest's local cart too). It lives in the app layer because it reads two
 * features (favourites and cart), and features never import each other: they meet here.
 */
export function useHeaderCounts(): { favorites: number; cart: number } {
  const favorites = useFavoriteIds();
  const cart = useCart();
  return { favorites: favorites.count, cart: cart.count };
}
