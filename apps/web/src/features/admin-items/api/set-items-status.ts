import { bulkResultSchema, itemBulkStatusSchema, type ItemBulkStatus } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/items/bulk-status: each ticked item gets the status by the rules of one edit; the
 * answer lists the ones changed and the ones refused with their code.
 */
export function setItemsStatus(body: ItemBulkStatus) {
  return apiClient.post('/api/items/bulk-status', bulkResultSchema, {
    json: itemBulkStatusSchema.parse(body),
  });
}
