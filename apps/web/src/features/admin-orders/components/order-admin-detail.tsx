import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle, IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import { ORDER_LIMITS, type OrderDetail, type OrderStatus } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { EmptyState } from '@/components/empty-state';
import { askCancelOrder } from '@/components/orders/cancel-refund';
import { OrderFacts } from '@/components/orders/order-facts';
import { OrderHeading } from '@/components/orders/order-heading';
import { OrderReturns } from '@/components/orders/order-returns';
import { OrderLinesWithTotals, OrderSection } from '@/components/orders/order-section';
import { OrderShipment } from '@/components/orders/order-shipment';
import { statusLabelKey } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminOrder } from '../api/get-admin-order';
import { useUndoDelivered } from '../api/undo-delivered';
import { useUpdateOrderStatus } from '../api/update-order-status';
import classes from './admin-orders.module.css';
import { DeliveryEdit } from './delivery-edit';
import { OrderNotes } from './order-notes';
import { OrderReturnForm } from './order-return-form';
import { CashReceived } from './cash-received';
import { OutboxList } from './outbox-list';
import { useParcel } from './parcel-fields';
import { PaymentMismatchAlert } from './payment-mismatch';
import { RefundedBeforeShippingAlert } from './refunded-before-shipping';

/** Seconds the «Отменить» of the toast after «delivered» stays on screen. */
const UNDO_TOAST_SECONDS = 10;
/** The API's window for taking «delivered» back, as the confirmation states it. */
const UNDO_WINDOW_MINUTES = 10;

/** «delivered» asks first (a pickup order's «Выдан» in its own words). */
function askDelivered(pickup: boolean, onConfirm: () => void) {
  const t = i18n.t;
  modals.openConfirmModal({
    title: pickup
      ? t('adminOrders.detail.deliveredConfirm.pickupTitle')
      : t('adminOrders.detail.deliveredConfirm.title'),
    children: (
      <Text size="sm">
        {t('adminOrders.detail.deliveredConfirm.text', { minutes: UNDO_WINDOW_MINUTES })}
      </Text>
    ),
    labels: {
      confirm: pickup
        ? t('adminOrders.detail.deliveredConfirm.pickupConfirm')
        : t('adminOrders.detail.deliveredConfirm.confirm'),
      cancel: t('adminOrders.detail.deliveredConfirm.keep'),
    },
    onConfirm,
  });
}

/** An order whose status no longer changes; «delivered» may still be taken back a while. */
function FinalStatus({
  order,
  onUndo,
  undoing,
}: {
  order: OrderDetail;
  onUndo: () => void;
  undoing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('adminOrders.detail.final')}
      </Text>
      {order.undo_delivered_until && (
        <Button
          variant="default"
          size="xs"
          onClick={onUndo}
          loading={undoing}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('adminOrders.detail.undo.button')}
        </Button>
      )}
    </Stack>
  );
}

/** A note for the customer with the change: on the timeline and in the email. */
function StatusNote({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('adminOrders.detail.noteLabel')}
      placeholder={t('adminOrders.detail.notePlaceholder')}
      description={t('adminOrders.detail.noteHint')}
      inputWrapperOrder={['label', 'input', 'description']}
      autosize
      minRows={2}
      maxRows={4}
      maxLength={ORDER_LIMITS.noteMax}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** One button per next status; a pickup order's «shipped» and «delivered» in its own words. */
function StatusButtons({
  order,
  pending,
  onChoose,
}: {
  order: OrderDetail;
  pending: OrderStatus | null;
  onChoose: (status: OrderStatus) => void;
}) {
  const { t } = useTranslation();
  const pickup = order.delivery_method === 'pickup';
  const forward = order.next_statuses.filter((status) => status !== 'cancelled');
  const busy = (status: OrderStatus) => ({
    loading: pending === status,
    disabled: pending !== null && pending !== status,
  });
  return (
    <Group gap="sm">
      {forward.map((status) => (
        <Button key={status} onClick={() => onChoose(status)} {...busy(status)}>
          {pickup && (status === 'shipped' || status === 'delivered')
            ? t(`adminOrders.detail.toPickup.${status}`)
            : t(`adminOrders.detail.to.${status}`)}
        </Button>
      ))}
      {order.next_statuses.includes('cancelled') && (
        <Button
          variant="default"
          color="red"
          c="red.7"
          onClick={() => onChoose('cancelled')}
          {...busy('cancelled')}
        >
          {t('adminOrders.detail.to.cancelled')}
        </Button>
      )}
    </Group>
  );
}

/**
 * «Изменить статус»: one button per status the API allows next (`next_statuses`), an optional
 * note for the customer (a tracking number); cancelling and «delivered» ask first, and
 * «delivered» can be taken back for a while. Nothing is offered that the API would refuse, and a
 * refusal (someone else was quicker) is said and the order reloaded.
 */
function StatusChange({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus();
  const undo = useUndoDelivered();
  const [note, setNote] = useState('');
  const parcel = useParcel(order);
  const [pending, setPending] = useState<OrderStatus | null>(null);

  const undoDelivered = () =>
    undo.mutate(order.id, {
      onSuccess: () => notifySuccess(t('adminOrders.detail.undo.done')),
      onError: (error) =>
        notifyError(errorTextOr(error, t('adminOrders.detail.undo.failed')), {
          id: 'admin-order-undo-failed',
        }),
    });

  const send = (status: OrderStatus) => {
    const shipped = parcel.bodyFor(status);
    if (!shipped.ok) return;
    setPending(status);
    update.mutate(
      { id: order.id, body: { status, note: note.trim() || null, ...shipped.body } },
      {
        onSuccess: (updated) => {
          setNote('');
          parcel.reset();
          notifySuccess(
            t('adminOrders.detail.statusChanged', {
              number: updated.number,
              status: t(statusLabelKey(updated.status, updated.delivery_method)),
            }),
            updated.status === 'delivered' && updated.undo_delivered_until
              ? {
                  autoClose: UNDO_TOAST_SECONDS * 1000,
                  action: { label: t('adminOrders.detail.undo.action'), onClick: undoDelivered },
                }
              : {},
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
    if (status === 'delivered')
      askDelivered(order.delivery_method === 'pickup', () => send('delivered'));
    else if (status === 'cancelled') askCancelOrder(order, 'admin', () => send('cancelled'));
    else send(status);
  };

  const awaitsPayment =
    order.status === 'new' &&
    order.payment.method === 'online' &&
    !order.next_statuses.includes('confirmed');

  return (
    <OrderSection id="admin-order-status" title={t('adminOrders.detail.changeStatus')} level={2}>
      {order.next_statuses.length === 0 ? (
        <FinalStatus order={order} onUndo={undoDelivered} undoing={undo.isPending} />
      ) : (
        <Stack gap="sm">
          {awaitsPayment && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('adminOrders.detail.onlineWaits')}
            </Alert>
          )}
          <StatusNote value={note} onChange={setNote} />
          {parcel.fields}
          <StatusButtons order={order} pending={pending} onChoose={choose} />
        </Stack>
      )}
    </OrderSection>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <OrderHeading
        order={order}
        back={{ to: paths.admin.orders, label: t('adminOrders.detail.back') }}
        level={2}
        actions={
          <Button
            component={Link}
            to={paths.admin.orderPrint.build(order.id)}
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={16} />}
          >
            {t('adminOrders.detail.print')}
          </Button>
        }
      />
      <PaymentMismatchAlert order={order} />
      <RefundedBeforeShippingAlert order={order} />

      <div className={classes.layout}>
        <Stack gap="lg" miw={0}>
          <StatusChange order={order} />
          <CashReceived order={order} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
            <OrderShipment order={order} />
            <OrderFacts
              order={order}
              extra={
                <>
                  {order.customer.email ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('adminOrders.detail.account', { email: order.customer.email })}
                    </Text>
                  ) : null}
                  <DeliveryEdit order={order} />
                </>
              }
            />
          </Paper>
          <OrderSection id="admin-order-lines" title={t('orders.lines.title')} level={3}>
            <OrderLinesWithTotals order={order} showSku />
          </OrderSection>
          {(order.returns.length > 0 || order.refundable.total > 0) && (
            <OrderSection id="admin-order-returns" title={t('orders.returns.title')} level={3}>
              <Stack gap="lg">
                <OrderReturns order={order} />
                {order.refundable.total > 0 && <OrderReturnForm order={order} />}
              </Stack>
            </OrderSection>
          )}
        </Stack>
        <Stack gap="lg" miw={0}>
          <OrderSection
            id="admin-order-notes"
            title={t('adminOrders.detail.notes.title')}
            level={3}
          >
            <OrderNotes orderId={order.id} />
          </OrderSection>
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
