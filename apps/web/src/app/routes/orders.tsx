import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderPage } from '@/features/orders/components/order-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { usePageTitle } from '@/hooks/use-page-title';

/** /orders: the shopper's orders. */
export function OrdersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('orders.title'));
  return <OrdersPage />;
}

/** /orders/{id}: one order (its page sets the title once the number is known). */
export function OrderRoute() {
  const { id } = useParams();
  return <OrderPage key={id} id={Number(id)} />;
}
