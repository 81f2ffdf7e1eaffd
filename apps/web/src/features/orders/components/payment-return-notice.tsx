import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconX } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';

export type PaymentReturn = 'success' | 'cancelled' | null;

export function paymentReturnOf(value: string | null): PaymentReturn {
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * Back from the provider's page (`?payment=success|cancelled`): what the API says about the
 * payment. The return itself proves nothing, so «Оплата получена» shows only once the API reports
 * the payment paid; until then the page keeps asking and says it is waiting.
 */
export function PaymentReturnNotice({
  order,
  returned,
  polling,
}: {
  order: OrderDetail;
  returned: PaymentReturn;
  polling: boolean;
}) {
  const { t } = useTranslation();
  if (!returned || order.payment.method !== 'online') return null;
  const { state } = order.payment;
  if (state === 'paid') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {t('orders.paymentReturn.paid')}
      </Alert>
    );
  }
  if (state === 'pending' && returned === 'success') {
    return polling ? (
      <Alert color="blue" icon={<Loader size={16} />} role="status">
        {t('orders.paymentReturn.waiting')}
      </Alert>
    ) : (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
        {t('orders.paymentReturn.waitingLong')}
      </Alert>
    );
  }
  if (state === 'pending') {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
        {t('orders.paymentReturn.cancelled')}
      </Alert>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Alert color="gray" icon={<IconX size={18} />} role="status">
        {t('orders.paymentReturn.orderCancelled')}
      </Alert>
    );
  }
  return null;
}
