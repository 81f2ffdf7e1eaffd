import { Button, Stack } from '@mantine/core';
import { IconClockHour4, IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import {
  FeedLoadFailed,
  FeedMore,
  FeedSpinner,
  useNextPageWhenVisible,
} from '@/components/infinite-feed';
import { ViewedTime } from '@/components/viewed-time';
import { paths } from '@/config/paths';
import { useFavoriteOutfits } from '../api/get-favorite-outfits';
import { useOutfitHistory } from '../api/get-outfit-history';
import { OutfitGrid } from './outfit-grid';

/** An empty tab: what is missing, and the way to the outfits. */
function NoOutfits({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button component={Link} to={paths.outfits} mt="sm">
          {t('outfits.toList')}
        </Button>
      }
    />
  );
}

/** 'Образы' on /favorites: the favourite outfits, 20 a page as the last card comes into view. */
export function FavoriteOutfitsPanel() {
  const { t } = useTranslation();
  const query = useFavoriteOutfits();
  const outfits = query.data?.pages.flat() ?? [];
  const lastRef = useNextPageWhenVisible(query);

  if (query.isPending) return <FeedSpinner />;
  if (query.isError && outfits.length === 0) {
    return (
      <FeedLoadFailed
        title={t('outfits.favorites.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (outfits.length === 0) {
    return (
      <NoOutfits
        icon={<IconHeart size={32} stroke={1.5} />}
        title={t('outfits.favorites.empty')}
        text={t('outfits.favorites.emptyText')}
      />
    );
  }
  return (
    <Stack gap="lg" data-testid="favorite-outfits">
      <OutfitGrid outfits={outfits} lastRef={lastRef} />
      <FeedMore query={query} label={t('outfits.loadMore')} />
    </Stack>
  );
}

/** 'Образы' on /history: the viewed outfits, most recent first, each with its view time. */
export function ViewedOutfitsPanel() {
  const { t } = useTranslation();
  const query = useOutfitHistory();
  const outfits = query.data?.pages.flat() ?? [];
  const lastRef = useNextPageWhenVisible(query);

  if (query.isPending && query.fetchStatus !== 'idle') return <FeedSpinner />;
  if (outfits.length === 0) {
    return (
      <NoOutfits
        icon={<IconClockHour4 size={32} stroke={1.5} />}
        title={t('outfits.history.empty')}
        text={t('outfits.history.emptyText')}
      />
    );
  }
  return (
    <Stack gap="lg" data-testid="history-outfits">
      <OutfitGrid
        outfits={outfits}
        lastRef={lastRef}
        footer={(outfit) => (
          <ViewedTime value={outfit.viewed_at} label={t('outfits.history.viewed')} />
        )}
      />
      {query.isFetchingNextPage && <FeedSpinner />}
    </Stack>
  );
}
