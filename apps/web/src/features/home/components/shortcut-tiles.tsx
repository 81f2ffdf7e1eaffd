import { Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconHeart, IconLayoutGrid, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './shortcut-tiles.module.css';

/** The three /home shortcuts: catalogue, new outfit, favourites. */
export function ShortcutTiles() {
  const { t } = useTranslation();
  const tiles = [
    {
      to: paths.items,
      icon: IconLayoutGrid,
      title: t('home.shortcuts.catalog'),
      text: t('home.shortcuts.catalogText'),
    },
    {
      to: paths.outfitNew,
      icon: IconWand,
      title: t('home.shortcuts.createOutfit'),
      text: t('home.shortcuts.createOutfitText'),
    },
    {
      to: paths.favorites,
      icon: IconHeart,
      title: t('home.shortcuts.favorites'),
      text: t('home.shortcuts.favoritesText'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {tiles.map(({ to, icon: Icon, title, text }) => (
        <UnstyledButton key={to} component={Link} to={to} className={classes.tile}>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={48} radius="xl" variant="light" color="wine">
              <Icon size={24} stroke={1.7} />
            </ThemeIcon>
            <Stack gap={2} style={{ flex: 1 }}>
              <Text fw={700} size="lg">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
            <IconArrowRight size={18} className={classes.arrow} />
          </Group>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
