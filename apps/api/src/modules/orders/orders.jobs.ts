import type { JobHandlers } from '../../jobs/queue';
import type { Services } from '../../services';

/**
 * Every minute: unpaid online orders past their time are cancelled; refunds are (re)tried, and
 * returns whose refund was left pending are settled.
 */
export function ordersJobs(services: Services): JobHandlers {
  return {
    'orders.sweep': async () => {
      await services.orders.sweep();
    },
    'orders.refund': ({ orderId }) => services.orders.refund(orderId),
  };
}
