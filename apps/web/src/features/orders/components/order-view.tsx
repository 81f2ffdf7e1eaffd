import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OrderFacts } from '@/components/orders/order-facts';
import { OrderHeading } from '@/components/orders/order-heading';
import { OrderReturns } from '@/components/orders/order-returns';
import { OrderLinesWithTotals, OrderSection } from '@/components/orders/order-section';
import { OrderShipment } from '@/components/orders/order-shipment';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { paths } from '@/config/paths';
import { useOrderActions } from '../hooks/use-order-actions';
import classes from './orders.module.css';
import { PaymentReturnNotice, type PaymentReturn } from './payment-return-notice';

/** What /checkout leaves in the router state when it lands here with a new order. */
export interface OrderPlacedState {
  placed?: boolean;
}

/** «Оплатить» and «Отменить заказ», when the order allows them. */
function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { canPay, paying, pay, canCancel, cancelling, confirmCancel } = useOrderActions(order);
  if (!canPay && !canCancel) return null;
  return (
    <Group gap="sm">
      {canPay && (
        <Button leftSection={<IconCreditCard size={18} />} onClick={pay} loading={paying}>
          {t('orders.detail.pay')}
        </Button>
      )}
      {canCancel && (
        <Button variant="default" color="red" onClick={confirmCancel} loading={cancelling}>
          {t('orders.detail.cancel')}
        </Button>
      )}
    </Group>
  );
}

/** One of the shopper's orders: its heading, notices, actions, lines, facts and timeline. */
export function OrderView({
  order,
  returned,
  polling,
}: {
  order: OrderDetail;
  returned: PaymentReturn;
  polling: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const placed = (location.state as OrderPlacedState | null)?.placed === true;

  return (
    <Stack gap="lg">
      <OrderHeading
        order={order}
        back={{ to: paths.orders, label: t('orders.detail.back') }}
        level={1}
      />
      {placed && !returned && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('orders.detail.placed')}
        </Alert>
      )}
      <PaymentReturnNotice order={order} returned={returned} polling={polling} />
      <OrderActions order={order} />
      <div className={classes.layout}>
        <Stack gap="lg">
          <OrderSection id="order-lines-title" title={t('orders.lines.title')} level={2}>
            <OrderLinesWithTotals order={order} />
          </OrderSection>
          {order.returns.length > 0 && (
            <OrderSection id="order-returns-title" title={t('orders.returns.title')} level={2}>
              <OrderReturns order={order} />
            </OrderSection>
          )}
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
            <Stack gap="sm">
              <OrderShipment order={order} />
              <OrderFacts order={order} />
            </Stack>
          </Paper>
        </Stack>
        <OrderSection id="order-timeline-title" title={t('orders.timeline.title')} level={2}>
          <OrderTimeline order={order} />
        </OrderSection>
      </div>
    </Stack>
  );
}
