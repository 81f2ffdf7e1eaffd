import { AdminOrderLink } from '@/components/orders/admin-order-link';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconReceipt } from '@tabler/icons-react';
import type { CustomerSummary, OrderSummary } from '@shop/contract';
import { ORDERS_PAGE_SIZE } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EditLoader } from '@/components/admin/edit-loader';
import { ManagedList } from '@/components/admin/managed-list';
import { PageNumbers } from '@/components/admin/page-numbers';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate, formatPhone, formatPrice } from '@/lib/format';
import { useCustomer } from '../api/get-customer';
import { useCustomerOrders } from '../api/get-customer-orders';
import { fullName } from './users-table';
import { RoleBadges, StatusBadge } from './users-list';

const when = (value: string | null, never: string) =>
  value ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : never;

/** One figure of the summary: a caption over its value. */
function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md" bg="white">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {/* A phone's half-width card fits a date or «Не заходил» on one line at this size. */}
      <Text fz={{ base: 'lg', sm: 'h3' }} fw={700} mt={4} lh={1.3}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function ContactLine({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function CustomerOrders({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const table = useTableLayout();
  const [page, setPage] = useState(1);
  const query = useCustomerOrders(userId, page);
  const link = (order: OrderSummary) => <AdminOrderLink order={order} size="sm" />;
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('admin.users.customer.orders')}
      </Title>
      <ManagedList
        query={query}
        page={page}
        setPage={setPage}
        loadFailed={t('admin.users.customer.ordersLoadFailed')}
        toastId="admin-customer-orders-failed"
        empty={{ icon: <IconReceipt size={32} />, title: t('admin.users.customer.noOrders') }}
      >
        {(orders) => (
          <Table.ScrollContainer minWidth={table ? 560 : 340}>
            <Table verticalSpacing="xs" aria-label={t('admin.users.customer.ordersLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminOrders.list.columns.number')}</Table.Th>
                  <Table.Th>{t('adminOrders.list.columns.date')}</Table.Th>
                  <Table.Th ta="right">{t('adminOrders.list.columns.total')}</Table.Th>
                  <Table.Th>{t('adminOrders.list.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>{link(order)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(order.created_at, { dateStyle: 'short' })}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatPrice(order.totals.total, order.totals.currency)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ManagedList>
      <PageNumbers
        total={query.data?.total}
        page={page}
        setPage={setPage}
        compact={!table}
        pageSize={ORDERS_PAGE_SIZE}
        label={t('admin.users.customer.pagerLabel')}
      />
    </Stack>
  );
}

function CustomerView({ summary }: { summary: CustomerSummary }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const { user } = summary;
  const never = t('admin.common.noValue');
  const name = fullName(user);
  usePageTitle(`${t('admin.users.customer.title')}: ${name ?? user.email}`);
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={name ?? user.email}
        action={
          user.can_edit && (
            <Button
              component={Link}
              to={paths.admin.userEdit.build(user.id)}
              variant="default"
              leftSection={<IconEdit size={18} />}
            >
              {t('admin.users.customer.edit')}
            </Button>
          )
        }
      />
      <Group gap="xs">
        <RoleBadges user={user} />
        <StatusBadge active={user.is_active} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          label={t('admin.users.customer.totalSpent')}
          value={formatPrice(summary.total_spent, currency)}
          hint={t('admin.users.customer.totalSpentHint')}
        />
        <Figure
          label={t('admin.users.customer.ordersCount')}
          value={String(summary.orders_count)}
        />
        <Figure
          label={t('admin.users.customer.lastOrder')}
          value={
            summary.last_order_at
              ? formatDate(summary.last_order_at, { dateStyle: 'medium' })
              : never
          }
        />
        <Figure
          label={t('admin.users.customer.lastActive')}
          value={
            summary.last_active_at
              ? formatDate(summary.last_active_at, { dateStyle: 'medium' })
              : t('admin.users.neverActive')
          }
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" bg="white">
        <Title order={3} fz="h4" mb="sm">
          {t('admin.users.customer.contact')}
        </Title>
        <Stack gap={6}>
          <ContactLine label={t('admin.users.columns.email')} value={user.email} />
          <ContactLine label={t('admin.users.customer.name')} value={name ?? never} />
          <ContactLine
            label={t('admin.users.customer.phone')}
            value={user.phone_number ? formatPhone(user.phone_number) : never}
          />
          <ContactLine
            label={t('admin.users.customer.registered')}
            value={when(user.created_at, never)}
          />
          <ContactLine
            label={t('admin.users.customer.lastActive')}
            value={when(summary.last_active_at, t('admin.users.neverActive'))}
          />
        </Stack>
      </Card>
      <CustomerOrders userId={user.id} />
    </Stack>
  );
}

/**
 * /admin/users/{id}: the account as a buyer — contact details, what they spent on orders not
 * cancelled, how many orders and when the last one was, when they were last seen, and their
 * orders a page at a time, each a link to the admin order page.
 */
export function CustomerPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const query = useCustomer(id, valid);
  return (
    <EditLoader
      query={query}
      valid={valid}
      section="users"
      failed={t('admin.users.customer.loadFailed')}
    >
      {(summary) => <CustomerView summary={summary} />}
    </EditLoader>
  );
}
