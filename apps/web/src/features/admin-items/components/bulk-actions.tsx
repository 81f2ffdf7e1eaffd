import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { CATEGORIES, type Category, type ManagedItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { notifyError, notifySuccess } from '@/lib/notify';
import { deleteItem } from '../api/delete-item';
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

/**
 * What the list does to its selected rows: move them to a category, or delete them, each after a
 * confirm, through the same calls as one item's edit and delete; a toast says how many changed.
 */
export function BulkActions({ selected, onDone }: { selected: ManagedItem[]; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [category, setCategory] = useState<Category | null>(null);
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

  const remove = () =>
    confirmDelete({
      message: t('admin.items.bulkConfirmDelete', { count: deletable.length }),
      onConfirm: () => void run(deletable, (item) => deleteItem(item.id), 'bulkDeleted'),
    });

  return (
    // Sticky under the header: on a phone the ticked rows are screens below the list's top.
    <Paper
      withBorder
      p="sm"
      bg="sand.0"
      aria-live="polite"
      shadow="sm"
      style={{
        position: 'sticky',
        top: 'calc(var(--app-header-height) + var(--mantine-spacing-xs))',
        zIndex: 3,
      }}
    >
      <Group gap="sm" wrap="wrap" align="end">
        <Text size="sm" fw={600}>
          {t('admin.items.selected', { count: selected.length })}
        </Text>
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
      </Group>
    </Paper>
  );
}
