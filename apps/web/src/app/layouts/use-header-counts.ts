/**
 * Counts for the header badges (000 §2): favourites = number of favourite ids, cart = total items.
 * Both are 0 until the favourites and cart features exist; their issues wire this hook to
 * `useFavoriteIds()` and `useCart()` (the app layer is where features meet, ARCHITECTURE rule 9).
 */
export function useHeaderCounts(): { favorites: number; cart: number } {
  return { favorites: 0, cart: 0 };
}
