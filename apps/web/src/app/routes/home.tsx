import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Greeting } from '@/features/home/components/greeting';
import { ShortcutTiles } from '@/features/home/components/shortcut-tiles';
import { TrendingPlaceholder } from '@/features/home/components/trending-placeholder';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCurrentUser } from '@/lib/session';

/** /home (000 §2): greeting, shortcuts and (with the catalogue issue) the trending grid. */
export function HomeRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('nav.home'));
  return (
    <Stack gap="xl" py={{ base: 'xs', sm: 'md' }}>
      <Greeting user={user} />
      <ShortcutTiles />
      <TrendingPlaceholder />
    </Stack>
  );
}
