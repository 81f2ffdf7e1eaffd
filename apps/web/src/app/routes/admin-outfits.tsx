import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminFormPage } from '@/components/admin/admin-page-header';
import { OutfitEdit } from '@/features/admin-outfits/components/outfit-edit';
import { OutfitForm } from '@/features/admin-outfits/components/outfit-form';
import { OutfitsList } from '@/features/admin-outfits/components/outfits-list';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin/outfits. */
export function AdminOutfitsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('admin.outfits.title'));
  return <OutfitsList />;
}

/** /admin/outfits/new. */
export function AdminOutfitNewRoute() {
  const { t } = useTranslation();
  return (
    <AdminFormPage title={t('admin.outfits.form.createTitle')}>
      <OutfitForm />
    </AdminFormPage>
  );
}

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
