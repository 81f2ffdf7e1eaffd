import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { useOrder } from '../api/get-order';
import { OrderNotFound } from './order-not-found';
import { OrderView } from './order-view';
import { paymentReturnOf } from './payment-return-notice';

/** /orders/{id}: one of the shopper's orders; another user's (404) is «Заказ не найден». */
export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returned = paymentReturnOf(params.get('payment'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(id, { enabled: valid, awaitPayment: returned === 'success' });
  const order = query.data;
  usePageTitle(order ? t('orders.number', { number: order.number }) : t('orders.title'));

  let content;
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    content = <OrderNotFound />;
  } else if (query.isError) {
    content = (
      <LoadError
        message={t('orders.detail.loadFailed')}
        toastId="order-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!order) {
    content = <ListLoading />;
  } else {
    content = <OrderView order={order} returned={returned} polling={query.polling} />;
  }
  return (
    <Box py={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto" w="100%">
      {content}
    </Box>
  );
}
