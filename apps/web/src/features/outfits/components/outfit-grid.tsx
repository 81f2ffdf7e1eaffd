import { Box, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { Outfit } from '@shop/contract';
import type { ReactNode, Ref } from 'react';
import { OutfitCard } from './outfit-card';

const GRID_COLS = { base: 2, sm: 3, md: 4 } as const;
const GRID_SPACING = { base: 'sm', md: 'lg' } as const;

/** Outfit cards in a grid: 2 columns on phones, 4 on desktops. */
export function OutfitGrid<T extends Outfit>({
  outfits,
  lastRef,
  footer,
  withFavorites = true,
}: {
  outfits: readonly T[];
  /** Given to the last card (infinite scroll watches it). */
  lastRef?: Ref<HTMLElement>;
  /** Something under each card's price. */
  footer?: (outfit: T) => ReactNode;
  withFavorites?: boolean;
}) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing={GRID_SPACING} verticalSpacing={GRID_SPACING}>
      {outfits.map((outfit, index) => (
        <OutfitCard
          key={outfit.id}
          outfit={outfit}
          ref={index === outfits.length - 1 ? lastRef : undefined}
          imageLoading={index < 4 ? 'eager' : 'lazy'}
          footer={footer?.(outfit)}
          withFavorite={withFavorites}
        />
      ))}
    </SimpleGrid>
  );
}

/** Placeholders while the first page loads. */
export function OutfitGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing={GRID_SPACING}
      verticalSpacing={GRID_SPACING}
      aria-hidden
      data-testid="outfit-grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton radius="lg">
            <Box style={{ aspectRatio: '3 / 4' }} />
          </Skeleton>
          <Stack gap={6} mt="sm">
            <Skeleton height={12} width="80%" />
            <Skeleton height={10} width="45%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
