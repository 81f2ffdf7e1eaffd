import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import classes from './cart-view.module.css';

/** Item count, total sum, 'Оформить заказ' (not available yet) and 'Очистить корзину'. */
export function CartSummary({
  count,
  total,
  currency,
  onCheckout,
  onClear,
}: {
  count: number;
  total: number;
  currency: string;
  onCheckout: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="cart-summary-title"
      withBorder
      p="lg"
      bg="white"
      className={classes.summary}
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="cart-summary-title">
          {t('cart.summary.title')}
        </Title>
        <Group justify="space-between">
          <Text c="dimmed">{t('cart.summary.items')}</Text>
          <Text fw={600} data-testid="cart-count">
            {t('cart.summary.itemsCount', { count })}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={700} size="lg">
            {t('cart.summary.total')}
          </Text>
          <Text fw={800} size="xl" data-testid="cart-total">
            {formatPrice(total, currency)}
          </Text>
        </Group>
        <Button size="md" fullWidth onClick={onCheckout}>
          {t('cart.checkout')}
        </Button>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} style={{ flex: 'none', marginTop: 2 }} color="gray" />
          <Text size="xs" c="dimmed">
            {t('cart.checkoutHint')}
          </Text>
        </Group>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={16} />}
          onClick={onClear}
        >
          {t('cart.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
