import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconInfoCircle, IconReceiptOff } from '@tabler/icons-react';
import { ORDER_LIMITS, type OrderDetail, type OrderStatus } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { EmptyState } from '@/components/empty-state';
import { OrderFacts } from '@/components/orders/order-facts';
import { OrderLinesWithTotals, OrderSection } from '@/components/orders/order-section';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminOrder } from '../api/get-admin-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import classes from './admin-orders.module.css';
import { OutboxList } from './outbox-list';
import { PaymentMismatchAlert } from './payment-mismatch';

/**
 * «Изменить статус»: one button per status the API allows next (`next_statuses`), an optional
 * note for the customer (a tracking number); cancelling asks first. Nothing is offered that the
 * API would refuse, and a refusal (someone else was quicker) is said and the order reloaded.
 */
function StatusChange({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<OrderStatus | null>(null);

  const send = (status: OrderStatus) => {
    setPending(status);
    update.mutate(
      { id: order.id, body: { status, note: note.trim() || null } },
      {
        onSuccess: (updated) => {
          setNote('');
          notifySuccess(
            t('adminOrders.detail.statusChanged', {
              number: updated.number,
              status: t(`orders.status.${updated.status}`),
            }),
          );
        },
        onError: (error) =>
          notifyError(errorTextOr(error, t('adminOrders.detail.statusFailed')), {
            id: 'admin-order-status-failed',
          }),
        onSettled: () => setPending(null),
      },
    );
  };

  const choose = (status: OrderStatus) => {
    if (status !== 'cancelled') {
      send(status);
      return;
    }
    modals.openConfirmModal({
      title: t('adminOrders.detail.cancelConfirm.title', { number: order.number }),
      children: <Text size="sm">{t('adminOrders.detail.cancelConfirm.text')}</Text>,
      labels: {
        confirm: t('adminOrders.detail.cancelConfirm.confirm'),
        cancel: t('adminOrders.detail.cancelConfirm.keep'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => send('cancelled'),
    });
  };

  const forward = order.next_statuses.filter((status) => status !== 'cancelled');
  const canCancel = order.next_statuses.includes('cancelled');
  const awaitsPayment =
    order.status === 'new' &&
    order.payment.method === 'online' &&
    !order.next_statuses.includes('confirmed');

  return (
    <OrderSection id="admin-order-status" title={t('adminOrders.detail.changeStatus')} level={2}>
      {order.next_statuses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminOrders.detail.final')}
        </Text>
      ) : (
        <Stack gap="sm">
          {awaitsPayment && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('adminOrders.detail.onlineWaits')}
            </Alert>
          )}
          <Textarea
            label={t('adminOrders.detail.noteLabel')}
            placeholder={t('adminOrders.detail.notePlaceholder')}
            description={t('adminOrders.detail.noteHint')}
            inputWrapperOrder={['label', 'input', 'description']}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={ORDER_LIMITS.noteMax}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group gap="sm">
            {forward.map((status) => (
              <Button
                key={status}
                onClick={() => choose(status)}
                loading={pending === status}
                disabled={pending !== null && pending !== status}
              >
                {t(`adminOrders.detail.to.${status}`)}
              </Button>
            ))}
            {canCancel && (
              <Button
                variant="default"
                color="red"
                c="red.7"
                onClick={() => choose('cancelled')}
                loading={pending === 'cancelled'}
                disabled={pending !== null && pending !== 'cancelled'}
              >
                {t('adminOrders.detail.to.cancelled')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </OrderSection>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Box>
        <Anchor component={Link} to={paths.admin.orders} size="sm" c="dimmed">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} />
            {t('adminOrders.detail.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="center" mt="xs" gap="sm">
          <Box miw={0}>
            <Title order={2} fz="h3">
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
      <PaymentMismatchAlert order={order} />

      <div className={classes.layout}>
        <Stack gap="lg" miw={0}>
          <StatusChange order={order} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
            <OrderFacts
              order={order}
              extra={
                order.customer.email ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('adminOrders.detail.account', { email: order.customer.email })}
                  </Text>
                ) : null
              }
            />
          </Paper>
          <OrderSection id="admin-order-lines" title={t('orders.lines.title')} level={3}>
            <OrderLinesWithTotals order={order} showSku />
          </OrderSection>
        </Stack>
        <Stack gap="lg" miw={0}>
          <OrderSection id="admin-order-timeline" title={t('orders.timeline.title')} level={3}>
            <OrderTimeline order={order} />
          </OrderSection>
          <OrderSection id="admin-order-emails" title={t('adminOrders.detail.emails')} level={3}>
            <OutboxList orderId={order.id} />
          </OrderSection>
        </Stack>
      </div>
    </Stack>
  );
}

/** /admin/orders/{id}: the order as the admin runs it. */
export function OrderAdminDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminOrder(id, valid);
  usePageTitle(
    query.data ? t('orders.number', { number: query.data.number }) : t('adminOrders.title'),
  );

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={32} />}
        title={t('adminOrders.detail.notFound')}
        action={
          <Button component={Link} to={paths.admin.orders} variant="light" mt="sm">
            {t('adminOrders.detail.back')}
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={t('adminOrders.detail.loadFailed')}
        toastId="admin-order-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <ListLoading />;
  return <OrderView order={query.data} />;
}
