import type { AdminUser } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { confirmThenDelete } from '@/components/admin/managed-list';
import { useDeleteAdminUser } from '../api/delete-admin-user';

/** Deletes an account once the admin confirmed it, and says how it went in a toast. */
export function useDeleteUser() {
  const { t } = useTranslation();
  const remove = useDeleteAdminUser();
  return (user: AdminUser) =>
    confirmThenDelete({
      message: t('admin.users.confirmDelete', { email: user.email }),
      remove,
      id: user.id,
      deleted: t('admin.users.deleted', { email: user.email }),
      failed: t('admin.users.deleteFailed'),
      toastKey: 'admin-user-delete-failed',
    });
}
