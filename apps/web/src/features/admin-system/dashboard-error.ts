import { isApiError } from '@/lib/api-client';

export type DashboardFailure = 'noAccess' | 'serverError' | 'noData';

/**
 * Which failure state the dashboard shows: no access on 401 or 403, a server error on a 5xx,
 * and «no data» for anything else (no answer, an answer of the wrong shape).
 */
export function dashboardFailure(error: unknown): DashboardFailure {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return 'noAccess';
  if (isApiError(error) && error.status >= 500) return 'serverError';
  return 'noData';
}
