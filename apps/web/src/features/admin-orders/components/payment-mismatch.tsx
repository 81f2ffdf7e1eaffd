import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import { PaymentFlagLabel } from './payment-flag';

/** A currency the provider named may be one Intl does not know: then the bare code. */
function amountIn(value: number, currency: string) {
  try {
    return formatPrice(value, currency);
  } catch {
    return `${value} ${currency}`;
  }
}

/**
 * «Сумма оплаты не совпадает с заказом» under the payment of an order in the list (the table and
 * the phone cards alike), whenever the API flagged its payment.
 */
export function PaymentMismatchLabel() {
  const { t } = useTranslation();
  return (
    <PaymentFlagLabel text={t('adminOrders.detail.mismatch.label')} testId="payment-mismatch" />
  );
}

/**
 * The same flag on the order's page, with what was paid and what the order costs; while the
 * order waits for the admin it also says what to do (the status buttons offer both ways).
 */
export function PaymentMismatchAlert({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const mismatch = order.payment.mismatch;
  if (!mismatch) return null;
  const paid =
    mismatch.paid !== null && mismatch.paid_currency
      ? amountIn(mismatch.paid, mismatch.paid_currency)
      : t('adminOrders.detail.mismatch.paidUnknown');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('adminOrders.detail.mismatch.label')}
      data-testid="payment-mismatch"
    >
      <Text size="sm">
        {t('adminOrders.detail.mismatch.amounts', {
          paid,
          expected: amountIn(mismatch.expected, mismatch.expected_currency),
        })}
      </Text>
      {order.payment.state === 'amount_mismatch' && (
        <Text size="sm" mt={4}>
          {t('adminOrders.detail.mismatch.decide')}
        </Text>
      )}
    </Alert>
  );
}
