import type { AuditPage } from '@shop/contract';
import { http, HttpResponse } from 'msw';

const emptyPage: AuditPage = { items: [], total: 0, page: 1 };

/** The «История изменений» sections of the item and user pages ask on every admin visit. */
export const auditDefaults = [
  http.get('*/api/admin/audit', () => HttpResponse.json<AuditPage>(emptyPage)),
];

export const auditMocks = {
  /** GET /api/admin/audit: `respond` gets the query string and answers the page. */
  audit: (respond: AuditPage | ((query: URLSearchParams) => AuditPage)) =>
    http.get('*/api/admin/audit', ({ request }) =>
      HttpResponse.json<AuditPage>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),
};
