import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminFormPage } from '@/components/admin/admin-page-header';
import { EntityAudit } from '@/features/admin-audit/components/entity-audit';
import { ItemEdit } from '@/features/admin-items/components/item-edit';
import { ItemForm } from '@/features/admin-items/components/item-form';
import { ItemsList } from '@/features/admin-items/components/items-list';
import { sectionListRoute, sectionNewRoute } from './admin-section';
import { useCurrentUser } from '@/lib/session';

/** /admin/items. */
export const AdminItemsRoute = sectionListRoute('admin.items.title', ItemsList);

/** /admin/items/new. */
export const AdminItemNewRoute = sectionNewRoute('admin.items.form.createTitle', ItemForm);

/** /admin/items/{id}/edit. */
export function AdminItemEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const user = useCurrentUser();
  return (
    <AdminFormPage title={t('admin.items.form.editTitle')}>
      <ItemEdit id={Number(id)} />
      {user?.is_admin && Number(id) > 0 && <EntityAudit entity="item" id={Number(id)} />}
    </AdminFormPage>
  );
}
