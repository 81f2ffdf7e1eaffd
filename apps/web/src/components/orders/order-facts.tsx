import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPhone } from '@/lib/format';
import { PaymentStateBadge, showsPaymentState } from './order-status-badge';

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.04em" mb={4}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** «г. Алматы, ул. Абая, д. 10, кв./офис 5» or the pickup point with its address and hours. */
export function DeliveryText({ delivery }: { delivery: OrderDetail['delivery'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t(`orders.deliveryMethod.${delivery.method}`)}
      </Text>
      {delivery.method === 'courier' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="order-address">
          {t('orders.facts.address', {
            city: delivery.city,
            street: delivery.street,
            house: delivery.house,
          })}
          {delivery.flat ? `, ${t('orders.facts.flat', { flat: delivery.flat })}` : ''}
        </Text>
      ) : (
        <>
          <Text size="sm">{delivery.pickup_point.name}</Text>
          <Text size="sm" c="dimmed">
            {delivery.pickup_point.address}
          </Text>
          {delivery.pickup_point.hours && (
            <Text size="xs" c="dimmed">
              {t('orders.facts.hours', { hours: delivery.pickup_point.hours })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Delivery, payment and recipient of an order. The payment's state is the API's: a pending
 * online payment shows when it must be paid by, «Оплачено» appears only once the API says paid.
 */
export function OrderFacts({ order, extra }: { order: OrderDetail; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { payment } = order;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Fact title={t('orders.facts.delivery')}>
        <DeliveryText delivery={order.delivery} />
      </Fact>
      <Fact title={t('orders.facts.payment')}>
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600}>
            {t(`orders.paymentMethod.${payment.method}`)}
          </Text>
          {showsPaymentState(payment) && <PaymentStateBadge state={payment.state} />}
          {payment.state === 'paid' && payment.paid_at && (
            <Text size="xs" c="dimmed">
              {t('orders.facts.paidAt', {
                date: formatDate(payment.paid_at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
          )}
          {payment.state === 'pending' && payment.pay_before && (
            <Text size="xs" c="dimmed">
              {t('orders.facts.payBefore', {
                date: formatDate(payment.pay_before, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
          )}
        </Stack>
      </Fact>
      <Fact title={t('orders.facts.contact')}>
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {order.customer.name}
          </Text>
          <Text size="sm">{formatPhone(order.customer.phone)}</Text>
          {extra}
        </Stack>
      </Fact>
      {order.comment && (
        <Box style={{ gridColumn: '1 / -1' }}>
          <Fact title={t('orders.facts.comment')}>
            <Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {order.comment}
              </Text>
            </Group>
          </Fact>
        </Box>
      )}
    </SimpleGrid>
  );
}
