import { Anchor, type AnchorProps } from '@mantine/core';
import type { OrderSummary } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** An order's number leading to its admin page, named for a screen reader as «Открыть заказ …». */
export function AdminOrderLink({
  order,
  ...props
}: { order: Pick<OrderSummary, 'id' | 'number'> } & AnchorProps) {
  const { t } = useTranslation();
  return (
    <Anchor
      {...props}
      component={Link}
      to={paths.admin.order.build(order.id)}
      fw={700}
      aria-label={t('adminOrders.list.open', { number: order.number })}
    >
      {order.number}
    </Anchor>
  );
}
