import { WardrobePage } from '@/features/wardrobe/components/wardrobe-page';

/** /wardrobe: the shopper's own pieces, their panel, adding by photo and the wear calendar. */
export function WardrobeRoute() {
  return <WardrobePage />;
}
