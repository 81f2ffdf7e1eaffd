import { Anchor, Box, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The top of an order's page, the shopper's and the admin's alike: a link back to the list, the
 * order's number, «от …» and its status badge; `actions` sit beside the badge.
 */
export function OrderHeading({
  order,
  back,
  level,
  actions,
}: {
  order: Pick<OrderDetail, 'number' | 'created_at' | 'status'> &
    Partial<Pick<OrderDetail, 'delivery_method'>>;
  back: { to: string; label: string };
  level: TitleOrder;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Anchor component={Link} to={back.to} size="sm" c="dimmed">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" mt="xs" gap="sm">
        <Box miw={0}>
          <Title order={level} fz={level === 1 ? { base: 'h2', sm: 'h1' } : 'h3'}>
            {t('orders.number', { number: order.number })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('orders.placedOn', {
              date: formatDate(order.created_at, { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </Text>
        </Box>
        <Group gap="sm">
          {actions}
          <OrderStatusBadge status={order.status} delivery={order.delivery_method} size="lg" />
        </Group>
      </Group>
    </Box>
  );
}
