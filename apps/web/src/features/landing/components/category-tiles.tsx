import { Box, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccessoriesArt, MenArt, WomenArt } from './category-art';
import classes from './category-tiles.module.css';

const TILES: {
  key: 'women' | 'men' | 'accessories';
  to: string;
  Art: ComponentType;
  tone: string;
}[] = [
  { key: 'women', to: `${paths.items}?gender=women`, Art: WomenArt, tone: classes.toneRose ?? '' },
  { key: 'men', to: `${paths.items}?gender=men`, Art: MenArt, tone: classes.toneSlate ?? '' },
  {
    key: 'accessories',
    to: `${paths.items}?category=accessory`,
    Art: AccessoriesArt,
    tone: classes.toneSand ?? '',
  },
];

/**
 * The three category tiles of the landing page. The catalogue is open to guests
 * (decision 008), so they lead straight into it, filtered: women's and men's items (each with the
 * unisex ones, decision 029) and accessories.
 */
export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    <Box component="section" py="xl" aria-labelledby="categories-title">
      <Stack gap={4} mb="lg">
        <Title order={2} id="categories-title">
          {t('landing.categoriesTitle')}
        </Title>
        <Text c="dimmed">{t('landing.categoriesSubtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'md', md: 'lg' }}>
        {TILES.map(({ key, to, Art, tone }) => (
          <UnstyledButton key={key} component={Link} to={to} className={`${classes.tile} ${tone}`}>
            <Box className={classes.art}>
              <Art />
            </Box>
            <Stack gap={4} className={classes.caption}>
              <Title order={3} className={classes.title}>
                {t(`landing.categories.${key}`)}
              </Title>
              <Text size="sm" className={classes.text}>
                {t(`landing.categories.${key}Text`)}
              </Text>
              <Group gap={6} className={classes.more}>
                <Text size="sm" fw={600}>
                  {t('landing.categories.explore')}
                </Text>
                <IconArrowRight size={16} />
              </Group>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}
