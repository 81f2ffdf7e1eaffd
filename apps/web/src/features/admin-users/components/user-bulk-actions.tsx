import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import type { BulkResult, ListedUser } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { BulkBar } from '@/components/admin/bulk-bar';
import { errorCodeText, errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { setUsersActive } from '../api/set-users-active';

/** «Изменено: 5», or «Изменено: 3, пропущено: 2» with each reason the server gave once. */
function BulkOutcome({ result }: { result: BulkResult }) {
  const reasons = [...new Set(result.skipped.map((s) => errorCodeText(s.code)))];
  return reasons.length ? (
    <>
      {reasons.map((reason) => (
        <Text key={reason} size="sm">
          {reason}
        </Text>
      ))}
    </>
  ) : null;
}

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
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (isActive: boolean) => {
    setBusy(true);
    try {
      const result = await setUsersActive({ ids: selected.map((u) => u.id), is_active: isActive });
      const title = result.skipped.length
        ? t('admin.users.bulkChangedSkipped', {
            changed: result.changed.length,
            skipped: result.skipped.length,
          })
        : t('admin.users.bulkChanged', { count: result.changed.length });
      notifySuccess(title, {
        message: result.skipped.length ? <BulkOutcome result={result} /> : undefined,
      });
      onDone();
    } catch (error) {
      notifyError(errorTextOr(error, t('admin.users.bulkFailed')));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: queryKeys.users.all });
    }
  };

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
      onConfirm: () => void run(isActive),
    });

  return (
    <BulkBar selectedText={t('admin.users.selected', { count: selected.length })}>
      <Button size="sm" variant="default" loading={busy} onClick={() => confirm(true)}>
        {t('admin.users.bulkActivate')}
      </Button>
      <Button size="sm" color="red" variant="light" loading={busy} onClick={() => confirm(false)}>
        {t('admin.users.bulkDeactivate')}
      </Button>
    </BulkBar>
  );
}
