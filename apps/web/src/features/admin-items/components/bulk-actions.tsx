import { Button, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  CATEGORIES,
  ITEM_STATUSES,
  type BulkResult,
  type Category,
  type ItemStatus,
  type ManagedItem,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { BulkBar, useBulkRequest } from '@/components/admin/bulk-bar';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { skippedText } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deleteItem } from '../api/delete-item';
import { setItemsStatus } from '../api/set-items-status';
import { updateItem } from '../api/update-item';

/** Runs `write` for each item in turn; answers how many went through and how many did not. */
async function eachOf(items: ManagedItem[], write: (item: ManagedItem) => Promise<unknown>) {
  let done = 0;
  let failed = 0;
  for (const item of items) {
    try {
      await write(item);
      done += 1;
    } catch {
      failed += 1;
    }
  }
  return { done, failed };
}

/** «Платье»: модератор меняет только свои вещи — the line for an item the server left. */
function useRefusalText() {
  const { t } = useTranslation();
  return (skipped: BulkResult['skipped'][number], items: ManagedItem[]) =>
    t('admin.items.bulkRefused', {
      name: items.find((i) => i.id === skipped.id)?.name ?? `#${skipped.id}`,
      reason:
        skipped.code === 'FORBIDDEN'
          ? t('admin.items.bulkReasons.forbidden')
          : skipped.code === 'NOT_FOUND'
            ? t('admin.items.bulkReasons.notFound')
            : skippedText(skipped),
    });
}

/**
 * What the list does to its selected rows: move them to a category, give them one status, or
 * delete them, each after a confirm. Category and delete go through the same calls as one item's
 * edit and delete; the status goes to the server at once, which applies the rules of one edit to
 * each row and names the ones it left. A toast says how many changed.
 */
export function BulkActions({ selected, onDone }: { selected: ManagedItem[]; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refusal = useRefusalText();
  const [category, setCategory] = useState<Category | null>(null);
  const [status, setStatus] = useState<ItemStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = selected.filter((i) => i.can_edit);
  const deletable = selected.filter((i) => i.can_delete);

  const run = async (
    items: ManagedItem[],
    write: (item: ManagedItem) => Promise<unknown>,
    doneKey: 'bulkChanged' | 'bulkDeleted',
  ) => {
    setBusy(true);
    const { done, failed } = await eachOf(items, write);
    setBusy(false);
    await client.invalidateQueries({ queryKey: queryKeys.items.all });
    if (done) notifySuccess(t(`admin.items.${doneKey}`, { count: done }));
    if (failed) notifyError(t('admin.items.bulkFailed', { count: failed }));
    onDone();
  };

  const changeCategory = () => {
    if (!category) return;
    modals.openConfirmModal({
      title: t('admin.items.bulkCategory'),
      children: (
        <Text size="sm">
          {t('admin.items.bulkConfirmCategory', {
            count: editable.length,
            category: t(`catalog.categories.${category}`),
          })}
        </Text>
      ),
      labels: { confirm: t('admin.items.bulkCategoryApply'), cancel: t('admin.common.cancel') },
      onConfirm: () =>
        void run(
          editable,
          (item) => updateItem({ id: item.id, body: { category } }),
          'bulkChanged',
        ),
    });
  };

  const statusRequest = useBulkRequest({
    send: (to: ItemStatus) => setItemsStatus({ ids: selected.map((i) => i.id), status: to }),
    keys: {
      changed: 'admin.items.bulkChanged',
      changedSkipped: 'admin.items.bulkChangedSkipped',
      none: 'admin.items.bulkNoneChanged',
      failed: 'admin.items.bulkStatusFailed',
    },
    refusal: (skipped) => refusal(skipped, selected),
    refresh: queryKeys.items.all,
    onDone: () => {
      setStatus(null);
      onDone();
    },
  });

  const changeStatus = () => {
    if (!status) return;
    modals.openConfirmModal({
      title: t('admin.items.bulkStatusApply'),
      children: (
        <Text size="sm">
          {t('admin.items.bulkConfirmStatus', {
            count: selected.length,
            status: t(`admin.items.statuses.${status}`),
          })}
        </Text>
      ),
      labels: { confirm: t('admin.items.bulkStatusApply'), cancel: t('admin.common.cancel') },
      onConfirm: () => void statusRequest.run(status),
    });
  };

  const remove = () =>
    confirmDelete({
      message: t('admin.items.bulkConfirmDelete', { count: deletable.length }),
      onConfirm: () => void run(deletable, (item) => deleteItem(item.id), 'bulkDeleted'),
    });

  return (
    <BulkBar selectedText={t('admin.items.selected', { count: selected.length })}>
      <Select
        size="sm"
        aria-label={t('admin.items.bulkCategory')}
        placeholder={t('admin.items.bulkCategory')}
        data={CATEGORIES.map((value) => ({ value, label: t(`catalog.categories.${value}`) }))}
        value={category}
        onChange={(value) => setCategory(value as Category | null)}
        w={200}
      />
      <Button
        size="sm"
        variant="default"
        disabled={!category || !editable.length}
        loading={busy}
        onClick={changeCategory}
      >
        {t('admin.items.bulkCategoryApply')}
      </Button>
      <Select
        size="sm"
        aria-label={t('admin.items.bulkStatus')}
        placeholder={t('admin.items.bulkStatus')}
        data={ITEM_STATUSES.map((value) => ({ value, label: t(`admin.items.statuses.${value}`) }))}
        value={status}
        onChange={(value) => setStatus(value as ItemStatus | null)}
        w={160}
      />
      <Button
        size="sm"
        variant="default"
        disabled={!status}
        loading={busy || statusRequest.busy}
        onClick={changeStatus}
      >
        {t('admin.items.bulkStatusApply')}
      </Button>
      <Button
        size="sm"
        color="red"
        variant="light"
        disabled={!deletable.length}
        loading={busy}
        onClick={remove}
      >
        {t('admin.items.bulkDelete')}
      </Button>
    </BulkBar>
  );
}
