import { OutfitListPage } from '@/features/outfits/components/outfit-list-page';

/** /outfits: public outfits and the viewer's own, with search and infinite scroll. */
export function OutfitsRoute() {
  return <OutfitListPage />;
}
