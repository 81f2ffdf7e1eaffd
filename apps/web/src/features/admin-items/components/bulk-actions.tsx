import { Button, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
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
import { deleteItem } from '../api/delete-item';
import { setItemsStatus } from '../api/set-items-status';
import { updateItem } from '../api/update-item';
import { useEachItemWrite } from '../hooks/use-each-item-write';

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

/** The category to move the rows the viewer may edit (`count` of them) to, after a confirm. */
function CategoryChange({
  count,
  busy,
  onApply,
}: {
  count: number;
  busy: boolean;
  onApply: (category: Category) => void;
}) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category | null>(null);

  const confirm = () => {
    if (!category) return;
    modals.openConfirmModal({
      title: t('admin.items.bulkCategory'),
      children: (
        <Text size="sm">
          {t('admin.items.bulkConfirmCategory', {
            count,
            category: t(`catalog.categories.${category}`),
          })}
        </Text>
      ),
      labels: { confirm: t('admin.items.bulkCategoryApply'), cancel: t('admin.common.cancel') },
      onConfirm: () => onApply(category),
    });
  };

  return (
    <>
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
        disabled={!category || !count}
        loading={busy}
        onClick={confirm}
      >
        {t('admin.items.bulkCategoryApply')}
      </Button>
    </>
  );
}

/**
 * One status for every selected row, after a confirm: the server applies the rules of one edit
 * to each and names the ones it left.
 */
function StatusChange({
  selected,
  busy,
  onDone,
}: {
  selected: ManagedItem[];
  busy: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const [status, setStatus] = useState<ItemStatus | null>(null);
  const request = useBulkRequest({
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

  const confirm = () => {
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
      onConfirm: () => void request.run(status),
    });
  };

  return (
    <>
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
        loading={busy || request.busy}
        onClick={confirm}
      >
        {t('admin.items.bulkStatusApply')}
      </Button>
    </>
  );
}

/**
 * What the list does to its selected rows: move them to a category, give them one status, or
 * delete them, each after a confirm. Category and delete go through the same calls as one item's
 * edit and delete; the status goes to the server at once, which applies the rules of one edit to
 * each row and names the ones it left. A toast says how many changed.
 */
export function BulkActions({ selected, onDone }: { selected: ManagedItem[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { busy, run } = useEachItemWrite(onDone);
  const editable = selected.filter((i) => i.can_edit);
  const deletable = selected.filter((i) => i.can_delete);

  const remove = () =>
    confirmDelete({
      message: t('admin.items.bulkConfirmDelete', { count: deletable.length }),
      onConfirm: () => void run(deletable, (item) => deleteItem(item.id), 'bulkDeleted'),
    });

  return (
    <BulkBar selectedText={t('admin.items.selected', { count: selected.length })}>
      <CategoryChange
        count={editable.length}
        busy={busy}
        onApply={(category) =>
          void run(
            editable,
            (item) => updateItem({ id: item.id, body: { category } }),
            'bulkChanged',
          )
        }
      />
      <StatusChange selected={selected} busy={busy} onDone={onDone} />
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
