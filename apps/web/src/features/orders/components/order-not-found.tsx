import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** «Заказ не найден» (no such order, or another user's) with a way back to the orders. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white" maw={720} mx="auto" mt="lg">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" color="wine">
          <IconReceiptOff size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('orders.detail.notFound')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('orders.detail.notFoundText')}
        </Text>
        <Button component={Link} to={paths.orders} variant="light" mt="sm">
          {t('orders.detail.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
