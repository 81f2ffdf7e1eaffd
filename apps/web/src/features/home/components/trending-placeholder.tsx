import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Where the trending grid of /home goes (000 §2: at most 8 items, 'Смотреть все' → /items). The
 * catalogue issue replaces the body with the real grid.
 */
export function TrendingPlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="md" aria-labelledby="trending-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="trending-title">
          {t('home.trending.title')}
        </Title>
        <Anchor component={Link} to={paths.items} fw={600}>
          {t('home.trending.seeAll')}
        </Anchor>
      </Group>
      <Paper p="xl" withBorder bg="white">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="wine">
            <IconFlame size={22} />
          </ThemeIcon>
          <Text c="dimmed">{t('home.trending.soon')}</Text>
        </Group>
      </Paper>
    </Stack>
  );
}
