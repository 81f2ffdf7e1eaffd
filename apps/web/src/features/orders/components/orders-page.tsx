import { Box, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { OrderSummary } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '@/components/list-pager';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatDate, formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { useOrders } from '../api/get-orders';
import classes from './orders.module.css';

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const pictures = order.image_urls
    .map((url) => resolveImageUrl(url))
    .filter((url): url is string => url !== null)
    .slice(0, 4);
  return (
    <Paper component="li" withBorder radius="md" bg="white" className={classes.card}>
      <UnstyledButton
        component={Link}
        to={paths.order.build(order.id)}
        className={classes.cardLink}
        aria-label={t('orders.list.open', { number: order.number })}
      >
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Box miw={0}>
            <Text fw={700}>{t('orders.number', { number: order.number })}</Text>
            <Text size="sm" c="dimmed">
              {t('orders.placedOn', { date: formatDate(order.created_at, { dateStyle: 'long' }) })}
            </Text>
          </Box>
          <OrderStatusBadge status={order.status} delivery={order.delivery_method} />
        </Group>
        <Group justify="space-between" align="flex-end" mt="sm" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" className={classes.pictures} aria-hidden>
            {pictures.map((url) => (
              <img key={url} src={url} alt="" loading="lazy" />
            ))}
          </Group>
          <Box ta="right" style={{ flex: 'none' }}>
            <Text size="sm" c="dimmed">
              {t('orders.list.itemsCount', { count: order.items_count })}
            </Text>
            <Text fw={800}>{formatPrice(order.totals.total, order.totals.currency)}</Text>
          </Box>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

/** /orders: the shopper's orders, newest first, 20 per page with the page in the address. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  const query = useOrders(page);
  const orders = query.data?.items ?? [];
  const hasNext = query.data ? query.data.page * query.data.page_size < query.data.total : false;

  const failed = query.isError
    ? {
        message: t('orders.list.loadFailed'),
        toastId: 'orders-load-failed',
        onRetry: () => void query.refetch(),
      }
    : null;
  const empty = orders.length === 0 && (
    <EmptyState
      icon={<IconReceipt size={32} stroke={1.4} />}
      title={t('orders.list.empty')}
      text={t('orders.list.emptyText')}
      action={
        <Button component={Link} to={paths.items} mt="sm">
          {t('orders.list.toCatalog')}
        </Button>
      }
    />
  );

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} maw={880} mx="auto" w="100%">
      <Title order={1}>{t('orders.title')}</Title>
      <QueryStates failed={failed} pending={query.isPending} empty={empty}>
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('orders.list.label')}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      </QueryStates>
      <ListPager page={page} hasNext={hasNext} onChange={setPage} />
    </Stack>
  );
}
