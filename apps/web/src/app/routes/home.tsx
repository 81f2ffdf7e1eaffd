import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrendingItems } from '@/features/catalog/components/trending-items';
import { RecentlyViewed } from '@/features/history/components/recently-viewed';
import { Greeting } from '@/features/home/components/greeting';
import { RecommendedItems } from '@/features/home/components/recommended-items';
import { LatestOutfits } from '@/features/outfits/components/latest-outfits';
import { ShortcutTiles } from '@/features/home/components/shortcut-tiles';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCurrentUser } from '@/lib/session';

/**
 * /home: greeting, shortcuts, recently viewed, recommendations, the trending grid and the newest
 * outfits by shoppers.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('nav.home'));
  return (
    <Stack gap="xl" py={{ base: 'xs', sm: 'md' }}>
      <Greeting user={user} />
      <ShortcutTiles />
      <RecentlyViewed />
      <RecommendedItems />
      <TrendingItems />
      <LatestOutfits />
    </Stack>
  );
}
