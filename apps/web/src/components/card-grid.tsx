import { Box, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The cards' grid of the shop (items, outfits): 2 columns on phones, 4 on desktops. */
export const GRID_COLS = { base: 2, sm: 3, md: 4 } as const;
const GRID_SPACING = { base: 'sm', md: 'lg' } as const;

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing={GRID_SPACING} verticalSpacing={GRID_SPACING}>
      {children}
    </SimpleGrid>
  );
}

/**
 * Placeholders while the first page loads: a picture and, under it, the card's lines of text
 * (their heights and widths, as the card has them).
 */
export function CardGridSkeleton({
  count = 8,
  lines,
  testId,
}: {
  count?: number;
  lines: readonly { height: number; width: string }[];
  testId: string;
}) {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing={GRID_SPACING}
      verticalSpacing={GRID_SPACING}
      aria-hidden
      data-testid={testId}
    >
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton radius="lg">
            <Box style={{ aspectRatio: '3 / 4' }} />
          </Skeleton>
          <Stack gap={6} mt="sm">
            {lines.map((line, n) => (
              <Skeleton key={n} height={line.height} width={line.width} />
            ))}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
