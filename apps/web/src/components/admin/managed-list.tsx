import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { confirmDelete } from './confirm-delete';

/**
 * The body of a managed list (users, items, outfits, orders, the audit log): its rows once
 * loaded, the first load, a failed load with «Повторить», or an empty card. When the last row of
 * a later page goes (it was deleted, or left the filter by a change), the page before it is shown.
 */
export function ManagedList<Data, Row = Data extends readonly (infer R)[] ? R : never>({
  query,
  rowsOf = (data) => data as unknown as Row[],
  page,
  setPage,
  loadFailed,
  toastId,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** The rows of a page the server answers with more than its rows (a total). */
  rowsOf?: (data: Data) => Row[];
  page: number;
  setPage: (page: number) => void;
  loadFailed: string;
  toastId: string;
  empty: { icon: ReactNode; title: string; text?: string };
  children: (rows: Row[]) => ReactNode;
}) {
  const rows = query.data === undefined ? [] : rowsOf(query.data);
  const lastPageEmptied =
    query.isSuccess && !query.isPlaceholderData && rows.length === 0 && page > 1;
  useEffect(() => {
    if (lastPageEmptied) setPage(page - 1);
  }, [lastPageEmptied, page, setPage]);

  if (query.isError)
    return (
      <LoadError message={loadFailed} toastId={toastId} onRetry={() => void query.refetch()} />
    );
  if (query.isPending) return <ListLoading />;
  if (rows.length === 0) return <EmptyState {...empty} headingOrder={3} />;
  return children(rows);
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
