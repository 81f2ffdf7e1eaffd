import { Box, Paper, Title, type TitleOrder } from '@mantine/core';
import type { OrderDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';

/** A titled card of an order's page (the shopper's and the admin's). */
export function OrderSection({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  /** The heading level under the page's own heading. */
  level: TitleOrder;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby={id}
    >
      <Title order={level} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The order's lines and its totals; `showSku` for the admin. */
export function OrderLinesWithTotals({
  order,
  showSku = false,
}: {
  order: OrderDetail;
  showSku?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OrderLines
        showSku={showSku}
        label={t('orders.lines.label')}
        currency={order.totals.currency}
        lines={order.lines.map((line) => ({ ...line, key: line.id }))}
      />
      <Box mt="md">
        <OrderTotals
          items={order.totals.items}
          discount={
            order.promo_code ? { code: order.promo_code, amount: order.totals.discount ?? 0 } : null
          }
          delivery={order.totals.delivery}
          total={order.totals.total}
          currency={order.totals.currency}
        />
      </Box>
    </>
  );
}
