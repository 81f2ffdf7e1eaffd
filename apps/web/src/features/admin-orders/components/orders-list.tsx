import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { ListPager } from '@/components/list-pager';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { useListParams } from '@/hooks/use-list-params';
import { exportManagedOrders, useManagedOrders } from '../api/get-managed-orders';
import { hasOrderFilters, OrderFilters, orderFiltersOf } from './order-filters';
import { OrderCards, OrdersTable } from './orders-table';

/**
 * /admin/orders: every order, 20 per page, searched by number, email, name or phone and filtered
 * by status and by the day it was placed; page, search and filters live in the address.
 */
export function OrdersList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const filters = orderFiltersOf(get);
  const filtered = hasOrderFilters(filters);
  const query = useManagedOrders({ page, ...filters });
  const orders = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const hasNext = query.data ? query.data.page * query.data.page_size < query.data.total : false;

  const failed = query.isError
    ? {
        message: t('adminOrders.list.loadFailed'),
        toastId: 'admin-orders-load-failed',
        onRetry: () => void query.refetch(),
      }
    : null;
  const empty = orders.length === 0 && (
    <EmptyState
      icon={<IconReceipt size={32} />}
      title={t('adminOrders.list.empty')}
      text={filtered ? t('adminOrders.list.emptyFiltered') : undefined}
      headingOrder={3}
    />
  );

  return (
    <Stack gap="md">
      <OrderFilters filters={filters} set={set} />
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
            download={() => exportManagedOrders(filters)}
            fallbackName="orders.csv"
          />
        </Group>
      </Group>
      <QueryStates failed={failed} pending={query.isPending} empty={empty}>
        {table ? <OrdersTable orders={orders} /> : <OrderCards orders={orders} />}
      </QueryStates>
      <ListPager page={page} hasNext={hasNext} onChange={setPage} />
    </Stack>
  );
}
