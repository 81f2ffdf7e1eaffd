import { Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSearchOff, IconSparkles } from '@tabler/icons-react';
import { SEARCH_MIN_CHARS } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { useOnVisible } from '@/hooks/use-on-visible';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOutfitsInfinite } from '../api/get-outfits';
import { useAddressSearch } from '../hooks/use-address-search';
import { OutfitGrid, OutfitGridSkeleton } from './outfit-grid';
import { SearchBox } from './search-box';

/**
 * /outfits: public outfits and the viewer's own. A search (2 trimmed characters, 400 ms after
 * the last keystroke; kept in the address as `?q=`) starts again from page 1; pages of 20 load as the last card comes into
 * view (or with 'Загрузить ещё'); a page of fewer than 20 ends the list with 'Больше образов нет'.
 */
export function OutfitListPage() {
  const { t } = useTranslation();
  usePageTitle(t('outfits.title'));
  const { text, setText, q, tooShort } = useAddressSearch();
  const list = useOutfitsInfinite(q ?? null);
  const outfits = list.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !list.isPlaceholderData;
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage();
  };
  const lastRef = useOnVisible(loadMore, { enabled: canLoadMore && !list.isError });

  return (
    <Stack gap="md" py={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box>
          <Title order={1}>{t('outfits.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('outfits.subtitle')}
          </Text>
        </Box>
        <Button component={Link} to={paths.outfitNew} leftSection={<IconPlus size={18} />}>
          {t('outfits.create')}
        </Button>
      </Group>

      <SearchBox
        value={text}
        onChange={setText}
        label={t('outfits.search.label')}
        placeholder={t('outfits.search.placeholder')}
        clearLabel={t('outfits.search.clear')}
        tooShort={tooShort}
        tooShortText={t('outfits.search.tooShort', { min: SEARCH_MIN_CHARS })}
      />

      {list.isPending ? (
        <OutfitGridSkeleton />
      ) : list.isError && outfits.length === 0 ? (
        <LoadError
          message={t('outfits.loadFailed')}
          toastId="outfits-load-failed"
          onRetry={() => void list.refetch()}
        />
      ) : outfits.length === 0 ? (
        q ? (
          <NotFound onReset={() => setText('')} />
        ) : (
          <NoOutfitsYet />
        )
      ) : (
        <Box
          style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
          aria-busy={list.isPlaceholderData || undefined}
        >
          <OutfitGrid outfits={outfits} lastRef={lastRef} />
        </Box>
      )}

      {outfits.length > 0 && !list.isPlaceholderData && (
        <ListEnd loading={isFetchingNextPage} hasMore={hasNextPage} onLoadMore={loadMore} />
      )}
    </Stack>
  );
}

/** Under the cards: the next page on its way, «Загрузить ещё», or «Больше образов нет». */
function ListEnd({
  loading,
  hasMore,
  onLoadMore,
}: {
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Center py="lg">
      {loading ? (
        <Loader color="wine" size="md" aria-label={t('common.loading')} />
      ) : hasMore ? (
        <Button variant="light" size="md" onClick={onLoadMore}>
          {t('outfits.loadMore')}
        </Button>
      ) : (
        <Text c="dimmed" size="sm">
          {t('outfits.noMore')}
        </Text>
      )}
    </Center>
  );
}

/** A search that found no outfit: «Сбросить поиск», or make one. */
function NotFound({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconSearchOff size={32} stroke={1.5} />}
      title={t('outfits.notFound.title')}
      text={t('outfits.notFound.hint')}
      actions={
        <>
          <Button variant="light" onClick={onReset}>
            {t('outfits.notFound.reset')}
          </Button>
          <Button component={Link} to={paths.outfitNew} variant="subtle">
            {t('outfits.create')}
          </Button>
        </>
      }
    />
  );
}

/** No outfit at all yet: «Создать образ». */
function NoOutfitsYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconSparkles size={32} stroke={1.5} />}
      title={t('outfits.empty.title')}
      text={t('outfits.empty.text')}
      action={
        <Button component={Link} to={paths.outfitNew} mt="xs">
          {t('outfits.create')}
        </Button>
      }
    />
  );
}
