import type { ManagedItem } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { confirmThenDelete } from '@/components/admin/managed-list';
import { useDeleteItem } from '../api/delete-item';

/**
 * A row's delete, after a confirm: the toast says whether the item went or was archived (past
 * orders, outfits or reviews name it), or why it could not be deleted.
 */
export function useConfirmItemDelete() {
  const { t } = useTranslation();
  const remove = useDeleteItem();
  return (item: ManagedItem) =>
    confirmThenDelete({
      message: t('admin.items.confirmDelete', { name: item.name }),
      remove,
      id: item.id,
      deleted: (outcome: { archived: boolean }) =>
        outcome.archived
          ? t('admin.items.archived', { name: item.name })
          : t('admin.items.deleted', { name: item.name }),
      failed: t('admin.items.deleteFailed'),
      toastKey: 'admin-item-delete-failed',
    });
}
