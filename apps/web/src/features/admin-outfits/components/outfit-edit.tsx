import { useTranslation } from 'react-i18next';
import { useAdminOutfit } from '../api/get-admin-outfit';
import { EditLoader } from '@/components/admin/edit-loader';
import { paths } from '@/config/paths';
import { OutfitForm } from './outfit-form';

/** /admin/outfits/{id}/edit: loads the outfit, then the form filled with it. */
export function OutfitEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminOutfit(id, valid);
  return (
    <EditLoader
      query={query}
      valid={valid}
      failed={t('admin.outfits.form.loadFailed')}
      toastId="admin-outfit-load-failed"
      backTo={paths.admin.outfits}
    >
      {(outfit) => <OutfitForm key={outfit.id} outfit={outfit} />}
    </EditLoader>
  );
}
