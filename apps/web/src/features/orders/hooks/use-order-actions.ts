import type { OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentPageOf } from '@/api/orders/start-order-payment';
import { askCancelOrder } from '@/components/orders/cancel-refund';
import { browserLocation } from '@/lib/browser';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelOrder } from '../api/cancel-order';

/** What a shopper may do to their order: pay for it online, cancel it (once asked). */
export function useOrderActions(order: OrderDetail) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const { payment } = order;
  const canPay =
    payment.method === 'online' && payment.state === 'pending' && order.status !== 'cancelled';
  const [paying, setPaying] = useState(false);

  /** To the provider's page (asked for now when the order has none yet). */
  const pay = () => {
    setPaying(true);
    paymentPageOf(order).then(
      (url) => {
        if (url) browserLocation.assign(url);
        else setPaying(false);
      },
      (error: unknown) => {
        setPaying(false);
        notifyError(errorTextOr(error, t('orders.detail.payFailed')), { id: 'order-pay-failed' });
      },
    );
  };

  const confirmCancel = () =>
    askCancelOrder(order, 'shop', () =>
      cancel.mutate(order.id, {
        onSuccess: (updated) =>
          notifySuccess(t('orders.detail.cancelled', { number: updated.number })),
        onError: (error) =>
          notifyError(errorTextOr(error, t('orders.detail.cancelFailed')), {
            id: 'order-cancel-failed',
          }),
      }),
    );

  return {
    canPay,
    paying,
    pay,
    canCancel: order.can_cancel,
    cancelling: cancel.isPending,
    confirmCancel,
  };
}
