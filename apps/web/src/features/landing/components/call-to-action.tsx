import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './call-to-action.module.css';

/** Closing banner with the landing page's two calls to action. */
export function CallToAction() {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.banner} my="xl">
      <Stack gap="sm" className={classes.copy}>
        <Title order={2} c="white">
          {t('landing.ctaTitle')}
        </Title>
        <Text c="wine.1" maw={520}>
          {t('landing.ctaText')}
        </Text>
      </Stack>
      <Group gap="sm" className={classes.actions}>
        <Button component={Link} to={paths.items} size="md" color="white" c="wine.8">
          {t('landing.startShopping')}
        </Button>
        <Button
          component={Link}
          to={paths.login}
          size="md"
          variant="outline"
          color="white"
          className={classes.outline}
        >
          {t('landing.signIn')}
        </Button>
      </Group>
    </Box>
  );
}
