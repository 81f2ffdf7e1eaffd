import type { ReactNode } from 'react';
import { ListLoading } from './list-loading';
import { LoadError } from './load-error';

/**
 * A page's content once its query answered, or what stands in its place: a failed load (the
 * toast once, «Повторить»), the first load, or the empty card when there is nothing to show.
 */
export function QueryStates({
  failed,
  pending,
  empty,
  children,
}: {
  /** Set when the load failed: its text, the toast's id, and how to try again. */
  failed: { message: string; toastId: string; onRetry: () => void } | null;
  pending: boolean;
  /** The empty card, when there is nothing to show. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (failed) return <LoadError {...failed} />;
  if (pending) return <ListLoading />;
  if (empty) return empty;
  return children;
}
