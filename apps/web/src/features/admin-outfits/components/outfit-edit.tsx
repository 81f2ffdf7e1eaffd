import { useAdminOutfit } from '../api/get-admin-outfit';
import { EditLoader } from '@/components/admin/edit-loader';
import { OutfitForm } from './outfit-form';

/** /admin/outfits/{id}/edit: loads the outfit, then the form filled with it. */
export function OutfitEdit({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminOutfit(id, valid);
  return (
    <EditLoader query={query} valid={valid} section="outfits">
      {(outfit) => <OutfitForm key={outfit.id} outfit={outfit} />}
    </EditLoader>
  );
}
