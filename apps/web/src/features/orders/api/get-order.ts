import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDetail } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** While the shopper is back from the provider's page, the order is asked again this often. */
export const PAYMENT_POLL_MS = 2_000;
/** ...and at most this many times (a minute at the interval above); then the page says so. */
export const PAYMENT_POLL_MAX = 30;

/** GET /api/orders/{id}: one of the shopper's orders (another user's answers 404). */
export function getOrder(id: number, signal?: AbortSignal) {
  return apiClient.get(`/api/orders/${id}`, orderDetailSchema, { signal });
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // The page shows «Заказ не найден» or 'Не удалось загрузить заказ' itself.
    meta: { silent: true },
  });
}

/**
 * One order. With `awaitPayment` (the shopper came back from the payment page) an online order
 * whose payment is still pending is asked again every PAYMENT_POLL_MS, at most PAYMENT_POLL_MAX
 * times: the payment counts only once the provider's signed confirmation reached the API.
 */
export function useOrder(id: number, { enabled = true, awaitPayment = false } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    ...orderQueryOptions(id),
    enabled,
    refetchInterval: (query) => {
      const order = query.state.data as OrderDetail | undefined;
      if (!awaitPayment || !order || order.payment.state !== 'pending') return false;
      return query.state.dataUpdateCount <= PAYMENT_POLL_MAX ? PAYMENT_POLL_MS : false;
    },
  });
  const answers = client.getQueryState(queryKeys.orders.detail(id))?.dataUpdateCount ?? 0;
  /** Still asking whether the payment arrived (false once the tries are used up). */
  const polling =
    awaitPayment && query.data?.payment.state === 'pending' && answers <= PAYMENT_POLL_MAX;
  return { ...query, polling };
}
