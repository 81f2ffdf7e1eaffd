import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconCreditCard,
  IconX,
} from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paymentPageOf } from '@/api/orders/start-order-payment';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { OrderFacts } from '@/components/orders/order-facts';
import { OrderLinesWithTotals, OrderSection } from '@/components/orders/order-section';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser';
import { errorTextOr } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { OrderNotFound } from './order-not-found';
import classes from './orders.module.css';

/** What /checkout leaves in the router state when it lands here with a new order. */
export interface OrderPlacedState {
  placed?: boolean;
}

type PaymentReturn = 'success' | 'cancelled' | null;

function paymentReturnOf(value: string | null): PaymentReturn {
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * Back from the provider's page (`?payment=success|cancelled`): what the API says about the
 * payment. The return itself proves nothing, so «Оплата получена» shows only once the API reports
 * the payment paid; until then the page keeps asking and says it is waiting.
 */
function PaymentReturnNotice({
  order,
  returned,
  polling,
}: {
  order: OrderDetail;
  returned: PaymentReturn;
  polling: boolean;
}) {
  const { t } = useTranslation();
  if (!returned || order.payment.method !== 'online') return null;
  const { state } = order.payment;
  if (state === 'paid') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {t('orders.paymentReturn.paid')}
      </Alert>
    );
  }
  if (state === 'pending' && returned === 'success') {
    return polling ? (
      <Alert color="blue" icon={<Loader size={16} />} role="status">
        {t('orders.paymentReturn.waiting')}
      </Alert>
    ) : (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
        {t('orders.paymentReturn.waitingLong')}
      </Alert>
    );
  }
  if (state === 'pending') {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
        {t('orders.paymentReturn.cancelled')}
      </Alert>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Alert color="gray" icon={<IconX size={18} />} role="status">
        {t('orders.paymentReturn.orderCancelled')}
      </Alert>
    );
  }
  return null;
}

function OrderView({
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
  const cancel = useCancelOrder();
  const { payment } = order;
  const canPay =
    payment.method === 'online' && payment.state === 'pending' && order.status !== 'cancelled';
  const [paying, setPaying] = useState(false);

  /** To the provider's page (asked for now when the order has none yet). */
  const pay = () => {
    setPaying(true);
    paymentPageOf(order).then(
      (url) => {
        if (url) browserLocation.assign(url);
        else setPaying(false);
      },
      (error: unknown) => {
        setPaying(false);
        notifyError(errorTextOr(error, t('orders.detail.payFailed')), { id: 'order-pay-failed' });
      },
    );
  };

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('orders.detail.cancelConfirm.title', { number: order.number }),
      children: <Text size="sm">{t('orders.detail.cancelConfirm.text')}</Text>,
      labels: {
        confirm: t('orders.detail.cancelConfirm.confirm'),
        cancel: t('orders.detail.cancelConfirm.keep'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(order.id, {
          onSuccess: (updated) =>
            notifySuccess(t('orders.detail.cancelled', { number: updated.number })),
          onError: (error) =>
            notifyError(errorTextOr(error, t('orders.detail.cancelFailed')), {
              id: 'order-cancel-failed',
            }),
        }),
    });

  return (
    <Stack gap="lg">
      <Box>
        <Anchor component={Link} to={paths.orders} size="sm" c="dimmed">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} />
            {t('orders.detail.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="center" mt="xs" gap="sm">
          <Box miw={0}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {t('orders.number', { number: order.number })}
            </Title>
            <Text c="dimmed" size="sm">
              {t('orders.placedOn', {
                date: formatDate(order.created_at, { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </Text>
          </Box>
          <OrderStatusBadge status={order.status} size="lg" />
        </Group>
      </Box>

      {placed && !returned && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('orders.detail.placed')}
        </Alert>
      )}
      <PaymentReturnNotice order={order} returned={returned} polling={polling} />

      {(canPay || order.can_cancel) && (
        <Group gap="sm">
          {canPay && (
            <Button leftSection={<IconCreditCard size={18} />} onClick={pay} loading={paying}>
              {t('orders.detail.pay')}
            </Button>
          )}
          {order.can_cancel && (
            <Button
              variant="default"
              color="red"
              onClick={confirmCancel}
              loading={cancel.isPending}
            >
              {t('orders.detail.cancel')}
            </Button>
          )}
        </Group>
      )}

      <div className={classes.layout}>
        <Stack gap="lg">
          <OrderSection id="order-lines-title" title={t('orders.lines.title')} level={2}>
            <OrderLinesWithTotals order={order} />
          </OrderSection>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
            <OrderFacts order={order} />
          </Paper>
        </Stack>
        <OrderSection id="order-timeline-title" title={t('orders.timeline.title')} level={2}>
          <OrderTimeline order={order} />
        </OrderSection>
      </div>
    </Stack>
  );
}

/** /orders/{id}: one of the shopper's orders; another user's (404) is «Заказ не найден». */
export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returned = paymentReturnOf(params.get('payment'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(id, { enabled: valid, awaitPayment: returned === 'success' });
  const order = query.data;
  usePageTitle(order ? t('orders.number', { number: order.number }) : t('orders.title'));

  let content;
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    content = <OrderNotFound />;
  } else if (query.isError) {
    content = (
      <LoadError
        message={t('orders.detail.loadFailed')}
        toastId="order-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!order) {
    content = <ListLoading />;
  } else {
    content = <OrderView order={order} returned={returned} polling={query.polling} />;
  }
  return (
    <Box py={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto" w="100%">
      {content}
    </Box>
  );
}
