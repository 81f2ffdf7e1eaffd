import type {
  BackupStatus,
  ItemAnalytics,
  SalesReport,
  SystemAnalytics,
  SystemHealth,
  SystemPerformance,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';

type Answer<T> = T | (() => T | Response);

function answer<T>(respond: Answer<T>, status = 200): Response {
  const value = typeof respond === 'function' ? (respond as () => T | Response)() : respond;
  return value instanceof Response ? value : HttpResponse.json(value as object, { status });
}

/** Item analytics and the system dashboard: each mock may answer a value or any Response. */
export const analyticsMocks = {
  itemAnalytics: (respond: Answer<ItemAnalytics>) =>
    http.get('*/api/items/moderator/analytics', () => answer(respond)),

  /** The sales report; a function is given the query it was asked with. */
  salesReport: (respond: SalesReport | ((query: URLSearchParams) => SalesReport | Response)) =>
    http.get('*/api/admin/reports/sales', ({ request }) =>
      answer(
        typeof respond === 'function' ? () => respond(new URL(request.url).searchParams) : respond,
      ),
    ),

  systemAnalytics: (respond: Answer<SystemAnalytics>) =>
    http.get('*/api/system/analytics', () => answer(respond)),

  systemHealth: (respond: Answer<SystemHealth>) =>
    http.get('*/api/system/health', () => answer(respond)),

  systemPerformance: (respond: Answer<SystemPerformance>) =>
    http.get('*/api/system/performance', () => answer(respond)),

  systemBackups: (respond: Answer<BackupStatus>) =>
    http.get('*/api/system/backups', () => answer(respond)),

  startBackup: (respond: Answer<{ in_progress: true }>) =>
    http.post('*/api/system/backups', () => answer(respond, 202)),
};
