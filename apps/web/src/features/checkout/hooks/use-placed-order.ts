import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentPageOf } from '@/api/orders/start-order-payment';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { browserLocation } from '@/lib/browser';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';

/** What /orders/{id} reads from the router state when checkout lands there. */
const PLACED_STATE = { placed: true } as const;

/**
 * Where a placed order leads: its page, or for an order paid online the provider's payment page
 * (`redirecting` meanwhile). The cart is refreshed either way.
 */
export function usePlacedOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [redirecting, setRedirecting] = useState(false);

  const openOrder = (order: OrderDetail) =>
    void navigate(paths.order.build(order.id), { replace: true, state: PLACED_STATE });

  const onPlaced = (order: OrderDetail) => {
    // The server took the ordered lines out of the cart.
    void client.invalidateQueries({ queryKey: queryKeys.cart(user?.id ?? null) });
    if (order.payment.method !== 'online' || order.payment.state !== 'pending') {
      openOrder(order);
      return;
    }
    // An online order: on to the provider's page. Should the provider not answer, the order
    // stays (it waits for its payment) and its page offers «Оплатить заказ» again.
    setRedirecting(true);
    paymentPageOf(order).then(
      (url) => {
        if (url) browserLocation.assign(url);
        else openOrder(order);
      },
      (error: unknown) => {
        notifyError(t('checkout.paymentFailed'), { id: 'checkout-payment-failed' });
        console.warn('[checkout] the payment page could not be opened', error);
        openOrder(order);
      },
    );
  };

  return { redirecting, onPlaced };
}
