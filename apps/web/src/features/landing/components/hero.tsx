import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HeroArt } from './hero-art';
import classes from './hero.module.css';

/** Landing hero: badge, headline, lead and the two calls to action. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero}>
      <Stack className={classes.copy} gap="lg">
        <Badge
          size="lg"
          variant="light"
          color="wine"
          leftSection={<IconSparkles size={14} />}
          className={classes.badge}
        >
          {t('landing.badge')}
        </Badge>
        <Title order={1} className={classes.headline}>
          {t('landing.headline')}
        </Title>
        <Text size="lg" c="dark.4" maw={520} className={classes.lead}>
          {t('landing.lead')}
        </Text>
        <Group gap="sm" className={classes.actions}>
          <Button
            component={Link}
            to={paths.items}
            size="lg"
            rightSection={<IconArrowRight size={18} />}
          >
            {t('landing.startShopping')}
          </Button>
          <Button component={Link} to={paths.login} size="lg" variant="default">
            {t('landing.signIn')}
          </Button>
        </Group>
      </Stack>

      <Box className={classes.visual} role="img" aria-label={t('landing.heroArtLabel')}>
        <HeroArt />
        <Box className={`${classes.floatCard} ${classes.floatTop}`} aria-hidden="true">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={1}>
            {t('landing.heroCardOutfit')}
          </Text>
          <Text size="sm" fw={600}>
            {t('landing.heroCardOutfitText')}
          </Text>
        </Box>
        <Box className={`${classes.floatCard} ${classes.floatBottom}`} aria-hidden="true">
          <Group gap={8} wrap="nowrap">
            <IconWand size={18} color="var(--mantine-color-wine-7)" />
            <Text size="sm" fw={600}>
              {t('landing.heroCardTryOn')}
            </Text>
          </Group>
        </Box>
      </Box>
    </Box>
  );
}
