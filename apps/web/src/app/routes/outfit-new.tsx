import { OutfitCreatePage } from '@/features/outfits/components/outfit-builder-page';

/** /outfits/new and /outfits/builder: the same builder. */
export function OutfitNewRoute() {
  return <OutfitCreatePage />;
}
