import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ListedUser } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { BulkBar, useBulkRequest } from '@/components/admin/bulk-bar';
import { skippedText } from '@/lib/error-messages';
import { setUsersActive } from '../api/set-users-active';

/**
 * What the users list does to its ticked rows: activate or deactivate them after a confirm. The
 * server applies the rules of one edit to each (never oneself, never the last admin) and says
 * which it left; a toast counts both.
 */
export function UserBulkActions({
  selected,
  onDone,
}: {
  selected: ListedUser[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkRequest({
    send: (isActive: boolean) =>
      setUsersActive({ ids: selected.map((u) => u.id), is_active: isActive }),
    keys: {
      changed: 'admin.users.bulkChanged',
      changedSkipped: 'admin.users.bulkChangedSkipped',
      none: 'admin.users.bulkNoneChanged',
      failed: 'admin.users.bulkFailed',
    },
    refusal: (skipped) => skippedText(skipped),
    refresh: queryKeys.users.all,
    onDone,
  });

  const confirm = (isActive: boolean) =>
    modals.openConfirmModal({
      title: t('admin.users.bulkConfirmTitle'),
      children: (
        <Text size="sm">
          {t(isActive ? 'admin.users.bulkConfirmActivate' : 'admin.users.bulkConfirmDeactivate', {
            count: selected.length,
          })}
        </Text>
      ),
      labels: {
        confirm: t(isActive ? 'admin.users.bulkActivate' : 'admin.users.bulkDeactivate'),
        cancel: t('admin.common.cancel'),
      },
      confirmProps: { color: isActive ? undefined : 'red' },
      onConfirm: () => void bulk.run(isActive),
    });

  return (
    <BulkBar selectedText={t('admin.users.selected', { count: selected.length })}>
      <Button size="sm" variant="default" loading={bulk.busy} onClick={() => confirm(true)}>
        {t('admin.users.bulkActivate')}
      </Button>
      <Button
        size="sm"
        color="red"
        variant="light"
        loading={bulk.busy}
        onClick={() => confirm(false)}
      >
        {t('admin.users.bulkDeactivate')}
      </Button>
    </BulkBar>
  );
}
