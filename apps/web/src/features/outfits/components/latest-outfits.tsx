import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOutfitsInfinite } from '../api/get-outfits';
import { OutfitGrid, OutfitGridSkeleton } from './outfit-grid';

/** How many of the newest outfits /home shows. */
const SHOWN = 4;

/**
 * /home's «Образы покупателей»: the newest public outfits (the first page of /outfits, shared
 * with it), 'Все образы' → /outfits. Nothing when there are none or they cannot be loaded: the
 * «Создать образ» shortcut above is the way in then.
 */
export function LatestOutfits() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOutfitsInfinite(null);
  const outfits = data?.pages[0]?.slice(0, SHOWN) ?? [];
  if (isError || (!isPending && outfits.length === 0)) return null;

  return (
    <Stack component="section" gap="md" aria-labelledby="latest-outfits-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="latest-outfits-title">
          {t('home.outfits.title')}
        </Title>
        <Anchor component={Link} to={paths.outfits} fw={600}>
          {t('home.outfits.seeAll')}
        </Anchor>
      </Group>
      {isPending ? <OutfitGridSkeleton count={SHOWN} /> : <OutfitGrid outfits={outfits} />}
    </Stack>
  );
}
