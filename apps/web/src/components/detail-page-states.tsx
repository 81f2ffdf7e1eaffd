import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { isNotFoundError } from '@/lib/api-client';
import { LoadError } from './load-error';

/**
 * A detail page (an item, an outfit) until its record is there: `notFound` for an id that cannot
 * name one or a record the server does not have (or will not show this viewer), the failed load
 * with «Повторить» (its toast once), the skeleton while it loads; then `children` with the
 * record. The tab takes the record's name, or the not-found title once it cannot be shown.
 */
export function DetailPageStates<Record extends { name: string }>({
  query,
  valid,
  notFound,
  failed,
  skeleton,
  children,
}: {
  query: { data: Record | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** Whether the id can name a record at all. */
  valid: boolean;
  /** The page that says the record is missing, and the tab's title then. */
  notFound: { page: ReactNode; title: string };
  failed: { message: string; toastId: string };
  skeleton: ReactNode;
  children: (record: Record) => ReactNode;
}) {
  const record = query.data;
  usePageTitle(record?.name ?? (query.isError || !valid ? notFound.title : null));

  if (!valid || (query.isError && isNotFoundError(query.error))) return notFound.page;
  if (query.isError) {
    return (
      <Box mt="lg">
        <LoadError {...failed} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (!record) return skeleton;
  return children(record);
}
