import { Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@shop/contract';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { confirmDelete } from './confirm-delete';
import { useSelection, type Selection } from './use-selection';

/** Ticking rows: what resets the ticks besides the page, and the bar of actions on them. */
type ListBulk<Row> = {
  /** The filters and order: another one starts with nothing ticked, as a new page does. */
  resetKey: string;
  bar: (selected: Row[], done: () => void) => ReactNode;
};

/**
 * A managed list (users, items, outfits, orders, the audit log, a customer's orders): how many
 * rows match, the bar of actions on the ticked rows, then the rows once loaded, the first load, a
 * failed load with «Повторить», or an empty card. When the last row of a later page goes (it was
 * deleted, or left the filter by a change), the page before it is shown. A list the server pages
 * answers `{ items, total }` (`pageOf` in the contract); one it does not count is a plain array.
 */
export function ManagedList<Row extends { id: number | string }>({
  query,
  page,
  setPage,
  loadFailed,
  toastId,
  empty,
  found,
  bulk,
  children,
}: {
  query: UseQueryResult<Page<Row> | Row[]>;
  page: number;
  setPage: (page: number) => void;
  loadFailed: string;
  toastId: string;
  empty: { icon: ReactNode; title: string; text?: string };
  /** The line with the count, and what stands at its end (reset, export). */
  found?: { text: (total: number) => string; testId?: string; aside?: ReactNode };
  /** Rows may be ticked (null: not for this viewer). */
  bulk?: ListBulk<Row> | null;
  /** The rows and their ticks (nothing is ticked without `bulk`). */
  children: (rows: Row[], selection: Selection) => ReactNode;
}) {
  const data = query.data;
  const rows = data === undefined ? [] : Array.isArray(data) ? data : data.items;
  const total = data === undefined || Array.isArray(data) ? undefined : data.total;
  const selection = useSelection(rows, JSON.stringify([bulk?.resetKey, page, total]));
  const selected = rows.filter((r) => selection.ids.has(r.id));
  const lastPageEmptied =
    query.isSuccess && !query.isPlaceholderData && rows.length === 0 && page > 1;
  useEffect(() => {
    if (lastPageEmptied) setPage(page - 1);
  }, [lastPageEmptied, page, setPage]);

  let body: ReactNode;
  if (query.isError)
    body = (
      <LoadError message={loadFailed} toastId={toastId} onRetry={() => void query.refetch()} />
    );
  else if (query.isPending) body = <ListLoading />;
  else if (rows.length === 0) body = <EmptyState {...empty} headingOrder={3} />;
  else body = children(rows, selection);

  return (
    <>
      {found && (
        // The line keeps its height while the count loads, so the rows do not jump.
        <Group justify="space-between" gap="xs" mih={30}>
          <Text size="sm" c="dimmed" data-testid={found.testId} aria-live="polite">
            {total === undefined ? null : found.text(total)}
          </Text>
          {found.aside}
        </Group>
      )}
      {bulk && selected.length ? bulk.bar(selected, () => selection.setAll(false)) : null}
      {body}
    </>
  );
}

/**
 * Asks before deleting a row for good, deletes it, and says how it went: «…удалён» or why not
 * (one toast per distinct reason).
 */
export function confirmThenDelete<Id, Result = unknown>({
  message,
  remove,
  id,
  deleted,
  failed,
  toastKey,
}: {
  message: string;
  remove: {
    mutate: (
      id: Id,
      options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
    ) => void;
  };
  id: Id;
  /** The toast of success, or what it says after reading the answer (an item archived instead). */
  deleted: string | ((result: Result) => string);
  failed: string;
  toastKey: string;
}) {
  confirmDelete({
    message,
    onConfirm: () =>
      remove.mutate(id, {
        onSuccess: (result) =>
          notifySuccess(typeof deleted === 'string' ? deleted : deleted(result)),
        onError: (error) => {
          const text = errorTextOr(error, failed);
          notifyError(text, { id: `${toastKey}:${text}` });
        },
      }),
  });
}
