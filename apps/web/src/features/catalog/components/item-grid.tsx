import { Box, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ItemSummary } from '@shop/contract';
import type { Ref } from 'react';
import { ItemCard } from '@/components/item-card';

export const GRID_COLS = { base: 2, sm: 3, md: 4 } as const;
const GRID_SPACING = { base: 'sm', md: 'lg' } as const;

/** Cards in a grid: 2 columns on phones, 4 on desktops. */
export function ItemGrid({
  items,
  lastItemRef,
  ranked = false,
}: {
  items: ItemSummary[];
  /** Given to the last card (infinite scroll watches it). */
  lastItemRef?: Ref<HTMLElement>;
  /** Number the cards #1, #2… (trending). */
  ranked?: boolean;
}) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing={GRID_SPACING} verticalSpacing={GRID_SPACING}>
      {items.map((item, index) => (
        <ItemCard
          key={item.id}
          item={item}
          rank={ranked ? index + 1 : undefined}
          ref={index === items.length - 1 ? lastItemRef : undefined}
          imageLoading={index < 4 ? 'eager' : 'lazy'}
          imagePriority={index < 2}
        />
      ))}
    </SimpleGrid>
  );
}

/** Placeholders while the first page loads. */
export function ItemGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing={GRID_SPACING}
      verticalSpacing={GRID_SPACING}
      aria-hidden
      data-testid="item-grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton radius="lg">
            <Box style={{ aspectRatio: '3 / 4' }} />
          </Skeleton>
          <Stack gap={6} mt="sm">
            <Skeleton height={10} width="40%" />
            <Skeleton height={12} width="85%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
