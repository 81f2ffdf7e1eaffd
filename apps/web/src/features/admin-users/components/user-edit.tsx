import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { paths } from '@/config/paths';
import { useAdminUser } from '../api/get-admin-user';
import { UserForm } from './user-form';

/** /admin/users/{id}/edit: loads the user, then the form filled with it. */
export function UserEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminUser(id, valid);

  if (!valid || query.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <LoadError
          message={t('admin.users.form.loadFailed')}
          toastId="admin-user-load-failed"
          onRetry={valid ? () => void query.refetch() : undefined}
        />
        <Button component={Link} to={paths.admin.users} variant="default">
          {t('admin.common.backToList')}
        </Button>
      </Stack>
    );
  }
  if (query.isPending) return <ListLoading />;
  return <UserForm key={query.data.id} user={query.data} />;
}
