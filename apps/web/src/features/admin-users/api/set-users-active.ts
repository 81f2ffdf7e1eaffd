import {
  adminUserBulkActiveSchema,
  bulkResultSchema,
  type AdminUserBulkActive,
} from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/users/bulk-active: each ticked account is (de)activated by the rules of one edit; the
 * answer lists the ones changed and the ones refused with their code.
 */
export function setUsersActive(body: AdminUserBulkActive) {
  return apiClient.post('/api/users/bulk-active', bulkResultSchema, {
    json: adminUserBulkActiveSchema.parse(body),
  });
}
