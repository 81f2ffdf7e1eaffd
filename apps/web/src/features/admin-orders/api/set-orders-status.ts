import { bulkResultSchema, orderBulkStatusSchema, type OrderBulkStatus } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/orders/manage/bulk-status: each ticked order is moved by the rules of one status
 * change; the answer lists the ones changed and the ones refused with their code and reason.
 */
export function setOrdersStatus(body: OrderBulkStatus) {
  return apiClient.post('/api/orders/manage/bulk-status', bulkResultSchema, {
    json: orderBulkStatusSchema.parse(body),
  });
}
