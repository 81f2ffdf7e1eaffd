import { Box, Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A detail page (an item, an outfit) while it loads: its picture on the left, on a phone above,
 * and placeholders for the lines of text beside it (their heights and widths, as the page has
 * them).
 */
export function DetailSkeleton({
  pictureSpan,
  aspectRatio,
  lines,
}: {
  /** The picture's share of the 12 columns from the md breakpoint. */
  pictureSpan: number;
  aspectRatio: string;
  lines: readonly { height: number; width?: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Grid
      gutter={{ base: 'lg', md: 40 }}
      py={{ base: 'xs', sm: 'md' }}
      aria-busy
      aria-label={t('common.loading')}
    >
      <Grid.Col span={{ base: 12, md: pictureSpan }}>
        <Skeleton radius="lg">
          <Box style={{ aspectRatio }} />
        </Skeleton>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - pictureSpan }}>
        <Stack gap="md">
          {lines.map((line, n) => (
            <Skeleton key={n} height={line.height} width={line.width} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
