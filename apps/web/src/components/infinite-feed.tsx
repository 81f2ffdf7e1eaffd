import { Alert, Button, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnVisible } from '@/hooks/use-on-visible';

/** What a page-by-page list (favourites, viewed outfits) reads of its infinite query. */
interface FeedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The ref for the last card: the next page loads as it comes into view. */
export function useNextPageWhenVisible(query: FeedQuery) {
  return useOnVisible(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage,
  });
}

/** A page-by-page list's first load. */
export function FeedSpinner() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="xl">
      <Loader color="wine" aria-label={t('common.loading')} />
    </Group>
  );
}

/** Nothing loaded and the load failed: what failed and «Повторить». */
export function FeedLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/**
 * Under the cards: `loading` while the next page comes, else a button for it (where scrolling
 * does not bring it).
 */
export function FeedMore({
  query,
  label,
  loading = <FeedSpinner />,
}: {
  query: FeedQuery;
  label: string;
  loading?: ReactNode;
}) {
  return (
    <>
      {query.isFetchingNextPage && loading}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <Group justify="center">
          <Button variant="light" onClick={() => void query.fetchNextPage()}>
            {label}
          </Button>
        </Group>
      )}
    </>
  );
}
