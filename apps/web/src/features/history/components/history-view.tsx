import { Box, Button, Group, Loader, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { IconClockHour4, IconHanger, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { HistoryItem } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ItemCard } from '@/components/item-card';
import { ViewedTime } from '@/components/viewed-time';
import { paths } from '@/config/paths';
import { useOnVisible } from '@/hooks/use-on-visible';
import { useClearHistory } from '../api/clear-history';
import { useItemHistory } from '../api/get-item-history';

/** The viewed outfits, which the app brings from the outfits feature. */
export interface HistoryOutfits {
  /** The 'Образы' tab. */
  panel: ReactNode;
  /** No viewed outfit (with no viewed item either, there is nothing to clear). */
  isEmpty: boolean;
  /** Forgets the viewed outfits: 'Очистить историю' empties both lists. */
  clear: () => void;
}

/** The 'Товары' tab: the viewed items with their view time, more as the last one comes in sight. */
function ViewedItems({
  history,
  items,
  empty,
}: {
  history: ReturnType<typeof useItemHistory>;
  items: HistoryItem[];
  empty: boolean;
}) {
  const { t } = useTranslation();
  const lastRef = useOnVisible(() => void history.fetchNextPage(), {
    enabled: history.hasNextPage && !history.isFetchingNextPage,
  });

  if (history.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader color="wine" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (empty) {
    return (
      <EmptyState
        icon={<IconClockHour4 size={32} stroke={1.5} />}
        title={t('history.empty')}
        text={t('history.emptyText')}
        action={
          <Button component={Link} to={paths.items} mt="sm">
            {t('history.toCatalog')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing={{ base: 'sm', sm: 'md' }}
        data-testid="history-items"
      >
        {items.map((item, index) => (
          <ItemCard
            key={item.id}
            item={item}
            ref={index === items.length - 1 ? lastRef : undefined}
            imageLoading={index < 4 ? 'eager' : 'lazy'}
            footer={<ViewedTime value={item.viewed_at} label={t('history.viewed')} />}
          />
        ))}
      </SimpleGrid>
      {history.isFetchingNextPage && (
        <Group justify="center">
          <Loader size="sm" color="wine" aria-label={t('common.loading')} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * /history: 'История просмотров' with the viewed items ('Товары', each with its view time) and
 * outfits ('Образы'), 'Очистить историю' for both, and the empty state 'История просмотров
 * пуста'. Each item card carries the favourite heart the app provides.
 */
export function HistoryView({ outfits }: { outfits: HistoryOutfits }) {
  const { t } = useTranslation();
  const history = useItemHistory();
  const clear = useClearHistory();
  const items = history.data?.pages.flat() ?? [];
  const empty = !history.isPending && items.length === 0;
  const nothingToClear = empty && outfits.isEmpty;

  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={1}>{t('history.title')}</Title>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} />}
          onClick={() => {
            clear.mutate();
            outfits.clear();
          }}
          disabled={nothingToClear}
        >
          {t('history.clear')}
        </Button>
      </Group>

      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="items" leftSection={<IconHanger size={16} />}>
            {t('history.tabs.items')}
          </Tabs.Tab>
          <Tabs.Tab value="outfits" leftSection={<IconSparkles size={16} />}>
            {t('history.tabs.outfits')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="items">
          <ViewedItems history={history} items={items} empty={empty} />
        </Tabs.Panel>

        <Tabs.Panel value="outfits">{outfits.panel}</Tabs.Panel>
      </Tabs>
    </Box>
  );
}
