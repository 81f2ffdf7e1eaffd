import { Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconHanger, IconPlus } from '@tabler/icons-react';
import type { WardrobeItem, WardrobeList } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { EmptyState } from '@/components/empty-state';
import { FeedSpinner } from '@/components/infinite-feed';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatPrice } from '@/lib/format';
import { useWardrobe } from '../api/get-wardrobe';
import { useWardrobeFilters } from '../hooks/use-wardrobe-filters';
import { AddPiecesModal } from './add-pieces-modal';
import { PieceDrawer } from './piece-drawer';
import type { PieceLooksProps } from './piece-looks';
import { WardrobeCard } from './wardrobe-card';
import { SlotChoice, WardrobeFilterBar } from './wardrobe-filters';
import { WearCalendar } from './wear-calendar';
import { WhatToWear } from './what-to-wear';

const totalOf = (counts: WardrobeList['counts']) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The page's title, the count and value of the whole wardrobe, «Добавить вещь», the stats. */
function WardrobeHeader({ list, onAdd }: { list: WardrobeList | undefined; onAdd: () => void }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const total = list ? totalOf(list.counts) : 0;
  // Pieces without a price count nothing: a value of 0 would say nothing.
  const value = list && list.value > 0 ? formatPrice(Math.round(list.value), currency) : null;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
      <Box>
        <Title order={1}>{t('wardrobe.title')}</Title>
        {total > 0 && (
          <Text c="dimmed" size="sm" mt={4} data-testid="wardrobe-summary">
            {t('wardrobe.pieces', { count: total })}
            {value && ` · ${t('wardrobe.value')}: ${value}`}
          </Text>
        )}
      </Box>
      {/* An empty wardrobe offers «Добавить вещь» in its own card. */}
      {total > 0 && (
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.wardrobeStats}
            variant="default"
            leftSection={<IconChartBar size={18} />}
          >
            {t('wardrobe.statsLink')}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {t('wardrobe.addPiece')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** Nothing in the wardrobe yet: «Добавить вещь» by photo, or find pieces in the catalogue. */
function EmptyWardrobe({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconHanger size={32} stroke={1.5} />}
      title={t('wardrobe.empty')}
      text={t('wardrobe.emptyText')}
      actions={
        <>
          <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {t('wardrobe.addPiece')}
          </Button>
          <Button component={Link} to={paths.items} variant="default">
            {t('wardrobe.toCatalog')}
          </Button>
        </>
      }
    />
  );
}

function PieceGrid({
  items,
  onOpen,
}: {
  items: WardrobeItem[];
  onOpen: (piece: WardrobeItem) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" ta="center">
        <Text fw={600}>{t('wardrobe.noMatch')}</Text>
        <Text c="dimmed" size="sm">
          {t('wardrobe.noMatchText')}
        </Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      {items.map((piece, index) => (
        <WardrobeCard key={piece.id} piece={piece} onOpen={onOpen} eager={index < 4} />
      ))}
    </SimpleGrid>
  );
}

/**
 * /wardrobe: «Что надеть» from the shopper's own clothes, then their pieces by slot with their
 * counts, filtered by colour, season and «Давно не надевали»; a piece opens its panel;
 * «Добавить вещь» adds own garments by photo; the calendar of what was worn sits under the
 * pieces.
 */
export function WardrobePage({
  onAddMissing,
}: {
  /** Puts a look's catalogue pieces into the cart («С чем носить» in a piece's panel). */
  onAddMissing?: PieceLooksProps['onAddMissing'];
}) {
  const { t } = useTranslation();
  usePageTitle(t('wardrobe.title'));
  const { filters, change, clear, narrowed } = useWardrobeFilters();
  const query = useWardrobe(filters);
  const [opened, setOpened] = useState<WardrobeItem | null>(null);
  // «Добавить вещь» from elsewhere (the outfit builder's empty «Из гардероба») opens at /wardrobe?add=1.
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(() => searchParams.get('add') === '1');
  const list = query.data;
  // The piece as the latest list has it (saved, worn); the one opened while the list leaves it out.
  const piece = opened ? (list?.items.find((p) => p.id === opened.id) ?? opened) : null;

  let body;
  if (query.isPending) body = <FeedSpinner />;
  else if (!list) {
    body = (
      <LoadError
        message={t('wardrobe.loadFailed')}
        toastId="wardrobe-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (totalOf(list.counts) === 0) body = <EmptyWardrobe onAdd={() => setAdding(true)} />;
  else {
    body = (
      <Stack gap="md">
        <WhatToWear counts={list.counts} dresses={list.dresses} onOpenPiece={setOpened} />
        <SlotChoice
          value={filters.slot}
          counts={list.counts}
          onChange={(slot) => change({ slot })}
        />
        <WardrobeFilterBar
          filters={filters}
          onChange={change}
          onClear={clear}
          narrowed={narrowed}
        />
        <PieceGrid items={list.items} onOpen={setOpened} />
        <WearCalendar onOpen={setOpened} />
      </Stack>
    );
  }

  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <WardrobeHeader list={list} onAdd={() => setAdding(true)} />
      {body}
      <PieceDrawer
        piece={piece}
        onClose={() => setOpened(null)}
        onAddMissing={onAddMissing}
        onOpenPiece={setOpened}
      />
      <AddPiecesModal opened={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
