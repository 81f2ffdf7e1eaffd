import {
  Anchor,
  Box,
  Button,
  Card,
  Grid,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import { ORDER_STATUSES, type OrderStatus, type OrderSummary } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { ListPager } from '@/components/list-pager';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { SearchField } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { EmptyState } from '@/components/empty-state';
import { OrderStatusBadge, PaymentStateBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatDate, formatPrice } from '@/lib/format';
import { exportManagedOrders, useManagedOrders } from '../api/get-managed-orders';
import classes from './admin-orders.module.css';
import { PaymentMismatchLabel } from './payment-mismatch';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function statusesOf(value: string): OrderStatus[] {
  return value
    .split(',')
    .filter((status): status is OrderStatus =>
      (ORDER_STATUSES as readonly string[]).includes(status),
    );
}

function dateOf(value: string): string {
  return DATE.test(value) ? value : '';
}

function Payment({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return order.payment.method === 'online' ? (
    <Box miw={0}>
      <PaymentStateBadge state={order.payment.state} />
      {order.payment.mismatch && <PaymentMismatchLabel />}
    </Box>
  ) : (
    <Text size="sm" c="dimmed">
      {t('orders.paymentMethod.cash_on_delivery')}
    </Text>
  );
}

function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('adminOrders.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminOrders.list.columns.number')}</Table.Th>
            <Table.Th>{t('adminOrders.list.columns.date')}</Table.Th>
            <Table.Th>{t('adminOrders.list.columns.customer')}</Table.Th>
            <Table.Th ta="right">{t('adminOrders.list.columns.total')}</Table.Th>
            <Table.Th>{t('adminOrders.list.columns.payment')}</Table.Th>
            <Table.Th>{t('adminOrders.list.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.admin.order.build(order.id)}
                  fw={700}
                  size="sm"
                  aria-label={t('adminOrders.list.open', { number: order.number })}
                >
                  {order.number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`orders.deliveryMethod.${order.delivery_method}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" className={classes.nowrap}>
                  {formatDate(order.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" fw={600} truncate="end">
                  {order.customer.name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {order.customer.email ?? order.customer.phone}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={700} className={classes.nowrap}>
                  {formatPrice(order.totals.total, order.totals.currency)}
                </Text>
                <Text size="xs" c="dimmed" className={classes.nowrap}>
                  {t('orders.list.itemsCount', { count: order.items_count })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Payment order={order} />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('adminOrders.list.label')}>
      {orders.map((order) => (
        <Card key={order.id} component="li" withBorder padding="md" radius="md" bg="white">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box miw={0}>
              <Anchor
                component={Link}
                to={paths.admin.order.build(order.id)}
                fw={700}
                aria-label={t('adminOrders.list.open', { number: order.number })}
              >
                {order.number}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Box>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm" fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {order.customer.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[order.customer.email, order.customer.phone].filter(Boolean).join(' · ')}
          </Text>
          <Group justify="space-between" align="center" mt="xs" gap="xs">
            <Payment order={order} />
            <Text size="sm" fw={700}>
              {formatPrice(order.totals.total, order.totals.currency)}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /admin/orders: every order, 20 per page, searched by number, email, name or phone and filtered
 * by status and by the day it was placed; page, search and filters live in the address.
 */
export function OrdersList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const q = get('q');
  const status = statusesOf(get('status'));
  const dateFrom = dateOf(get('from'));
  const dateTo = dateOf(get('to'));
  const filtered = q !== '' || status.length > 0 || dateFrom !== '' || dateTo !== '';
  const query = useManagedOrders({ page, q, status, dateFrom, dateTo });
  const orders = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const hasNext = query.data ? query.data.page * query.data.page_size < query.data.total : false;

  let content;
  if (query.isError) {
    content = (
      <LoadError
        message={t('adminOrders.list.loadFailed')}
        toastId="admin-orders-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.isPending) {
    content = <ListLoading />;
  } else if (orders.length === 0) {
    content = (
      <EmptyState
        icon={<IconReceipt size={32} />}
        title={t('adminOrders.list.empty')}
        text={filtered ? t('adminOrders.list.emptyFiltered') : undefined}
        headingOrder={3}
      />
    );
  } else {
    content = table ? <OrdersTable orders={orders} /> : <OrderCards orders={orders} />;
  }

  return (
    <Stack gap="md">
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <SearchField
            value={q}
            onSearch={(value) => set({ q: value || null })}
            label={t('adminOrders.list.searchLabel')}
            placeholder={t('adminOrders.list.searchPlaceholder')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <MultiSelect
            size="md"
            radius="md"
            label={t('adminOrders.list.status')}
            placeholder={status.length === 0 ? t('adminOrders.list.statusPlaceholder') : undefined}
            data={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))}
            value={status}
            onChange={(value) => set({ status: value.length > 0 ? value.join(',') : null })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <TextInput
            size="md"
            radius="md"
            type="date"
            label={t('adminOrders.list.dateFrom')}
            value={dateFrom}
            max={dateTo || undefined}
            onChange={(event) => set({ from: event.currentTarget.value || null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <TextInput
            size="md"
            radius="md"
            type="date"
            label={t('adminOrders.list.dateTo')}
            value={dateTo}
            min={dateFrom || undefined}
            onChange={(event) => set({ to: event.currentTarget.value || null })}
          />
        </Grid.Col>
      </Grid>
      <Group justify="space-between" gap="xs" mih={30}>
        <Text size="sm" c="dimmed" data-testid="orders-found">
          {query.data ? t('adminOrders.list.found', { count: total }) : null}
        </Text>
        <Group gap="xs">
          {filtered && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => set({ q: null, status: null, from: null, to: null })}
            >
              {t('adminOrders.list.reset')}
            </Button>
          )}
          <ExportCsvButton
            download={() => exportManagedOrders({ q, status, dateFrom, dateTo })}
            fallbackName="orders.csv"
          />
        </Group>
      </Group>
      {content}
      <ListPager page={page} hasNext={hasNext} onChange={setPage} />
    </Stack>
  );
}
