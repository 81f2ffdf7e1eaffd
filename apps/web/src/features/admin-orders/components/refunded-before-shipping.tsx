import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { refundedBeforeShipping, type OrderDetail, type OrderSummary } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import { PaymentFlagLabel } from './payment-flag';

const flagged = (order: OrderSummary | OrderDetail) =>
  refundedBeforeShipping(order.status, order.payment.state);

/**
 * «Деньги возвращены до отправки» under the payment of an order in the list (the table and the
 * phone cards alike): a refund made in the payment provider's dashboard, so the order must not
 * go out as if it were paid.
 */
export function RefundedBeforeShippingLabel({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  if (!flagged(order)) return null;
  return (
    <PaymentFlagLabel
      text={t('adminOrders.detail.refundedOutside.label')}
      testId="refunded-before-shipping"
    />
  );
}

/** The same flag on the order's page, with how much went back and what to do. */
export function RefundedBeforeShippingAlert({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!flagged(order)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('adminOrders.detail.refundedOutside.label')}
      data-testid="refunded-before-shipping"
    >
      <Text size="sm">
        {t('adminOrders.detail.refundedOutside.amounts', {
          refunded: formatPrice(order.refunded_total, order.totals.currency),
          total: formatPrice(order.totals.total, order.totals.currency),
        })}
      </Text>
      <Text size="sm" mt={4}>
        {t('adminOrders.detail.refundedOutside.decide')}
      </Text>
    </Alert>
  );
}
