import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Образ не найден' with a way back to the outfits. */
export function OutfitNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white" maw={720} mx="auto" mt="lg">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" color="wine">
          <IconSparkles size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('outfits.detail.notFound')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('outfits.detail.notFoundText')}
        </Text>
        <Button component={Link} to={paths.outfits} variant="light" mt="sm">
          {t('outfits.detail.backToList')}
        </Button>
      </Stack>
    </Paper>
  );
}
