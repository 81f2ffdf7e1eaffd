import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Asks before something is deleted for good: a red «Удалить» and «Отмена»; `onConfirm` runs only
 * after «Удалить».
 */
export function confirmDelete({
  title = i18n.t('admin.common.confirmTitle'),
  message,
  onConfirm,
}: {
  title?: string;
  message: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('admin.common.delete'), cancel: i18n.t('admin.common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
