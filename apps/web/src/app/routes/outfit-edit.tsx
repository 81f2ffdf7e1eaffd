import { useParams } from 'react-router';
import { OutfitEditPage } from '@/features/outfits/components/outfit-builder-page';
import { parseRouteId } from './route-id';

/** /outfits/{id}/edit: the builder filled with the outfit (its author or an admin). */
export function OutfitEditRoute() {
  const params = useParams();
  return <OutfitEditPage outfitId={parseRouteId(params.id)} />;
}
