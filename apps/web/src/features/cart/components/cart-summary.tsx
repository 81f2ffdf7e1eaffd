import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WarningNote } from '@/components/warning-note';
import { formatPrice } from '@/lib/format';
import classes from './cart-view.module.css';

/** How many items, «Скидка» when there is one, and «Итого». */
function SummaryTotals({
  count,
  total,
  savings,
  currency,
}: {
  count: number;
  total: number;
  savings: number;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between">
        <Text c="dimmed">{t('cart.summary.items')}</Text>
        <Text fw={600} data-testid="cart-count">
          {t('cart.summary.itemsCount', { count })}
        </Text>
      </Group>
      {savings > 0 && (
        <Group justify="space-between">
          <Text c="dimmed">{t('cart.summary.savings')}</Text>
          <Text fw={600} c="wine.7" data-testid="cart-savings">
            −{formatPrice(savings, currency)}
          </Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between" align="baseline">
        <Text fw={700} size="lg">
          {t('cart.summary.total')}
        </Text>
        <Text fw={800} size="xl" data-testid="cart-total">
          {formatPrice(total, currency)}
        </Text>
      </Group>
    </>
  );
}

/**
 * The items that can be ordered and their total, «Скидка» (what their old prices come to above
 * the prices) when there is one, what is left out (sold-out lines), «Оформить
 * заказ» (not while nothing can be ordered) and «Очистить корзину».
 */
export function CartSummary({
  count,
  total,
  savings = 0,
  soldOutLines = 0,
  canCheckout = true,
  currency,
  onCheckout,
  onClear,
}: {
  /** Items that can be ordered. */
  count: number;
  /** Their sum. */
  total: number;
  /** Their old prices above their prices: shown as «Скидка» when above 0. */
  savings?: number;
  /** Lines that are sold out, left out of `count` and `total`. */
  soldOutLines?: number;
  canCheckout?: boolean;
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
        <SummaryTotals count={count} total={total} savings={savings} currency={currency} />
        {soldOutLines > 0 && (
          <WarningNote testId="cart-sold-out-note">
            {canCheckout
              ? t('cart.soldOut.leftOut', { count: soldOutLines })
              : t('cart.soldOut.nothingToOrder')}
          </WarningNote>
        )}
        <Button size="md" fullWidth onClick={onCheckout} disabled={!canCheckout}>
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
