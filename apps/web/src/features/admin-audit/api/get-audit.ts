import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditAction, type AuditEntity } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient } from '@/lib/api-client';

export interface AuditListQuery {
  page: number;
  limit?: number;
  entityType?: AuditEntity | '';
  entityId?: number | null;
  actorId?: number | null;
  action?: AuditAction | '';
  /** YYYY-MM-DD, both ends included, as the admin's own days; empty for open. */
  dateFrom?: string;
  dateTo?: string;
}

/** The start of a local day, or its last millisecond, as the API's date-time. */
function localDay(value: string, end: boolean): string {
  const [y, m, d] = value.split('-').map(Number);
  const date = end ? new Date(y!, m! - 1, d! + 1, 0, 0, 0, -1) : new Date(y!, m! - 1, d!);
  return date.toISOString();
}

/** The address's query of a list query: only the filters that are set. */
function paramsOf(query: AuditListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page };
  if (query.limit) params.limit = query.limit;
  if (query.entityType) params.entity_type = query.entityType;
  if (query.entityId) params.entity_id = query.entityId;
  if (query.actorId) params.actor_id = query.actorId;
  if (query.action) params.action = query.action;
  if (query.dateFrom) params.date_from = localDay(query.dateFrom, false);
  if (query.dateTo) params.date_to = localDay(query.dateTo, true);
  return params;
}

/** GET /api/admin/audit (admins): newest first, a page with the total. */
export function getAudit(query: AuditListQuery, signal?: AbortSignal) {
  return apiClient.get('/api/admin/audit', auditPageSchema, { query: paramsOf(query), signal });
}

export function auditQueryOptions(query: AuditListQuery) {
  return queryOptions({
    queryKey: queryKeys.audit.list(paramsOf(query)),
    queryFn: ({ signal }) => getAudit(query, signal),
    // The page says 'Не удалось загрузить журнал изменений' itself.
    meta: { silent: true },
  });
}

/** One page of the log; while the next page or filter loads, the current rows stay. */
export function useAudit(query: AuditListQuery) {
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}

/** The latest entries about one item or user, refreshed by that entity's own saves. */
export function useEntityAudit(entityType: 'item' | 'user', entityId: number, limit = 10) {
  return useQuery({
    queryKey:
      entityType === 'item' ? queryKeys.audit.item(entityId) : queryKeys.audit.user(entityId),
    queryFn: ({ signal }) => getAudit({ page: 1, limit, entityType, entityId }, signal),
    meta: { silent: true },
  });
}
