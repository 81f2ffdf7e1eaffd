import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminFormPage } from '@/components/admin/admin-page-header';
import { CustomerPage } from '@/features/admin-users/components/customer-page';
import { EntityAudit } from '@/features/admin-audit/components/entity-audit';
import { UserEdit } from '@/features/admin-users/components/user-edit';
import { UserForm } from '@/features/admin-users/components/user-form';
import { UsersList } from '@/features/admin-users/components/users-list';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin/users. */
export function AdminUsersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('admin.users.title'));
  return <UsersList />;
}

/** /admin/users/new. */
export function AdminUserNewRoute() {
  const { t } = useTranslation();
  return (
    <AdminFormPage title={t('admin.users.form.createTitle')}>
      <UserForm />
    </AdminFormPage>
  );
}

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
