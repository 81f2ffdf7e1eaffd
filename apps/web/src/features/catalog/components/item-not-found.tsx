import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHanger } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Товар не найден' with a way back to the catalogue. */
export function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white" maw={720} mx="auto" mt="lg">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" color="wine">
          <IconHanger size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('item.notFound')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('item.notFoundText')}
        </Text>
        <Button component={Link} to={paths.items} variant="light" mt="sm">
          {t('item.backToCatalog')}
        </Button>
      </Stack>
    </Paper>
  );
}
