import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminFormPage } from '@/components/admin/admin-page-header';
import { OutfitEdit } from '@/features/admin-outfits/components/outfit-edit';
import { OutfitForm } from '@/features/admin-outfits/components/outfit-form';
import { OutfitsList } from '@/features/admin-outfits/components/outfits-list';
import { sectionListRoute, sectionNewRoute } from './admin-section';

/** /admin/outfits. */
export const AdminOutfitsRoute = sectionListRoute('admin.outfits.title', OutfitsList);

/** /admin/outfits/new. */
export const AdminOutfitNewRoute = sectionNewRoute('admin.outfits.form.createTitle', OutfitForm);

/** /admin/outfits/{id}/edit. */
export function AdminOutfitEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AdminFormPage title={t('admin.outfits.form.editTitle')}>
      <OutfitEdit id={Number(id)} />
    </AdminFormPage>
  );
}
