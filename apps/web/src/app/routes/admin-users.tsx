import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminFormPage } from '@/components/admin/admin-page-header';
import { CustomerPage } from '@/features/admin-users/components/customer-page';
import { EntityAudit } from '@/features/admin-audit/components/entity-audit';
import { UserEdit } from '@/features/admin-users/components/user-edit';
import { UserForm } from '@/features/admin-users/components/user-form';
import { UsersList } from '@/features/admin-users/components/users-list';
import { sectionListRoute, sectionNewRoute } from './admin-section';

/** /admin/users. */
export const AdminUsersRoute = sectionListRoute('admin.users.title', UsersList);

/** /admin/users/new. */
export const AdminUserNewRoute = sectionNewRoute('admin.users.form.createTitle', UserForm);

/** /admin/users/{id}/edit. */
export function AdminUserEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AdminFormPage title={t('admin.users.form.editTitle')}>
      <UserEdit id={Number(id)} />
      {Number(id) > 0 && <EntityAudit entity="user" id={Number(id)} />}
    </AdminFormPage>
  );
}

/** /admin/users/{id}: the account as a customer. */
export function AdminUserRoute() {
  const { id } = useParams();
  return <CustomerPage key={id} id={Number(id)} />;
}
