import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOutfitsInfinite } from '../api/get-outfits';
import { OutfitGrid, OutfitGridSkeleton } from './outfit-grid';

/** How many of the newest outfits are shown. */
const SHOWN = 4;

/**
 * «Образы покупателей» on /home and the landing: the newest public outfits (the first page of
 * /outfits, shared with it), 'Все образы' → /outfits. Nothing when there are none or they cannot
 * be loaded: the page's other ways into the builder remain.
 */
export function LatestOutfits({
  lead,
  withFavorites = true,
}: {
  /** A line under the title (the landing tells a guest what outfits are). */
  lead?: string;
  /** The cards' hearts; off for guests, who have no favourites. */
  withFavorites?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOutfitsInfinite(null);
  const outfits = data?.pages[0]?.slice(0, SHOWN) ?? [];
  if (isError || (!isPending && outfits.length === 0)) return null;

  return (
    <Stack component="section" gap="md" aria-labelledby="latest-outfits-title">
      <Group justify="space-between" align="baseline">
        <Stack gap={4}>
          <Title order={2} id="latest-outfits-title">
            {t('home.outfits.title')}
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
        </Stack>
        <Anchor component={Link} to={paths.outfits} fw={600}>
          {t('home.outfits.seeAll')}
        </Anchor>
      </Group>
      {isPending ? (
        <OutfitGridSkeleton count={SHOWN} />
      ) : (
        <OutfitGrid outfits={outfits} withFavorites={withFavorites} />
      )}
    </Stack>
  );
}
