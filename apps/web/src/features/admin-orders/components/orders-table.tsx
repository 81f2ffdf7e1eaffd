import { AdminOrderLink } from '@/components/orders/admin-order-link';
import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderSummary } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SelectAllHeader, SelectRowBox } from '@/components/admin/selection-boxes';
import { ListTable } from '@/components/admin/list-table';
import { sortHeaders } from '@/components/admin/sort-header';
import type { Selection } from '@/components/admin/use-selection';
import {
  OrderStatusBadge,
  PaymentStateBadge,
  showsPaymentState,
} from '@/components/orders/order-status-badge';
import { formatDate, formatPhone, formatPrice } from '@/lib/format';
import classes from './admin-orders.module.css';
import type { OrderSorting } from './order-filters';
import { PaymentMismatchLabel } from './payment-mismatch';
import { RefundedBeforeShippingLabel } from './refunded-before-shipping';

/** «возвращено 12 990 ₸» under an order's sum, once any of it went back. */
function Refunded({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  if (order.refunded_total <= 0) return null;
  return (
    <Text size="xs" c="orange.8" className={classes.nowrap} data-testid="order-refunded">
      {t('adminOrders.list.refunded', {
        sum: formatPrice(order.refunded_total, order.totals.currency),
      })}
    </Text>
  );
}

function Tick({ order, selection }: { order: OrderSummary; selection: Selection }) {
  const { t } = useTranslation();
  return (
    <SelectRowBox
      selection={selection}
      rowId={order.id}
      label={t('adminOrders.list.selectOrder', { number: order.number })}
    />
  );
}

function Payment({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return showsPaymentState(order.payment) ? (
    <Box miw={0}>
      <PaymentStateBadge state={order.payment.state} />
      {order.payment.mismatch && <PaymentMismatchLabel />}
      <RefundedBeforeShippingLabel order={order} />
    </Box>
  ) : (
    <Text size="sm" c="dimmed">
      {t('orders.paymentMethod.cash_on_delivery')}
    </Text>
  );
}

/** One order's row of the table: its tick, number, date, buyer, sum, payment and status. */
function OrderRow({ order, selection }: { order: OrderSummary; selection: Selection }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Tick order={order} selection={selection} />
      </Table.Td>
      <Table.Td>
        <AdminOrderLink order={order} size="sm" />
        <Text size="xs" c="dimmed">
          {t(`orders.deliveryMethod.${order.delivery_method}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.nowrap}>
          {formatDate(order.created_at, { dateStyle: 'short', timeStyle: 'short' })}
        </Text>
      </Table.Td>
      {/* The buyer is read whole (no «…»): a long name or address wraps. */}
      <Table.Td maw={260}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
          {order.customer.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {order.customer.email ?? formatPhone(order.customer.phone)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={700} className={classes.nowrap}>
          {formatPrice(order.totals.total, order.totals.currency)}
        </Text>
        <Text size="xs" c="dimmed" className={classes.nowrap}>
          {t('orders.list.itemsCount', { count: order.items_count })}
        </Text>
        <Refunded order={order} />
      </Table.Td>
      <Table.Td>
        <Payment order={order} />
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={order.status} delivery={order.delivery_method} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The orders as a table, on a wide screen, sorted by a click on a column's header. */
export function OrdersTable({
  orders,
  sorting,
  onSort,
  selection,
}: {
  orders: OrderSummary[];
  sorting: OrderSorting;
  onSort: (sorting: OrderSorting) => void;
  selection: Selection;
}) {
  const { t } = useTranslation();
  const sortable = sortHeaders(sorting, onSort, ['customer', 'status']);
  return (
    <ListTable
      label={t('adminOrders.list.label')}
      minWidth={860}
      head={
        <>
          <SelectAllHeader selection={selection} label={t('adminOrders.list.selectAll')} />
          <Table.Th>{t('adminOrders.list.columns.number')}</Table.Th>
          {sortable('created', t('adminOrders.list.columns.date'))}
          {sortable('customer', t('adminOrders.list.columns.customer'))}
          {sortable('total', t('adminOrders.list.columns.total'))}
          <Table.Th>{t('adminOrders.list.columns.payment')}</Table.Th>
          {sortable('status', t('adminOrders.list.columns.status'))}
        </>
      }
    >
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} selection={selection} />
      ))}
    </ListTable>
  );
}

/** The orders as cards, on a narrow screen, each ticked by its own box. */
export function OrderCards({
  orders,
  selection,
}: {
  orders: OrderSummary[];
  selection: Selection;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('adminOrders.list.label')}>
      {orders.map((order) => (
        <Card key={order.id} component="li" withBorder padding="md" radius="md" bg="white">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
              <Tick order={order} selection={selection} />
              <Box miw={0}>
                <AdminOrderLink order={order} />
                <Text size="xs" c="dimmed">
                  {formatDate(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </Box>
            </Group>
            <OrderStatusBadge status={order.status} delivery={order.delivery_method} />
          </Group>
          <Text size="sm" fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {order.customer.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[order.customer.email, formatPhone(order.customer.phone)].filter(Boolean).join(' · ')}
          </Text>
          <Group justify="space-between" align="center" mt="xs" gap="xs">
            <Payment order={order} />
            <Box ta="right">
              <Text size="sm" fw={700}>
                {formatPrice(order.totals.total, order.totals.currency)}
              </Text>
              <Refunded order={order} />
            </Box>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
