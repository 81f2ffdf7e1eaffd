import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UserEdit } from '@/features/admin-users/components/user-edit';
import { UserForm } from '@/features/admin-users/components/user-form';
import { UsersList } from '@/features/admin-users/components/users-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { Stack } from '@mantine/core';

/** /admin/users. */
export function AdminUsersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('admin.users.title'));
  return <UsersList />;
}

/** /admin/users/new. */
export function AdminUserNewRoute() {
  const { t } = useTranslation();
  const title = t('admin.users.form.createTitle');
  usePageTitle(title);
  return (
    <Stack gap="md">
      <AdminPageHeader title={title} />
      <UserForm />
    </Stack>
  );
}

/** /admin/users/{id}/edit. */
export function AdminUserEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = t('admin.users.form.editTitle');
  usePageTitle(title);
  return (
    <Stack gap="md">
      <AdminPageHeader title={title} />
      <UserEdit id={Number(id)} />
    </Stack>
  );
}
