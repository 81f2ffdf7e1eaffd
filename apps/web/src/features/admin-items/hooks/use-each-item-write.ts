import { useQueryClient } from '@tanstack/react-query';
import type { ManagedItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { notifyError, notifySuccess } from '@/lib/notify';

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
 * A bulk action made of one item's calls (its edit, its delete), `busy` while they run; then the
 * list is asked for again and a toast says how many changed and how many failed.
 */
export function useEachItemWrite(onDone: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

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

  return { busy, run };
}
