import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesReportSchema, type SalesReportGroup } from '@shop/contract';
import { queryKeys } from '@/api/query-keys';
import { apiClient, apiDownload } from '@/lib/api-client';

/** The report's period: days (YYYY-MM-DD) of the shop, both ends included, and how it is cut. */
export interface SalesReportQuery {
  from: string;
  to: string;
  group: SalesReportGroup;
}

/** GET /api/admin/reports/sales (admins). */
export function getSalesReport(query: SalesReportQuery, signal?: AbortSignal) {
  return apiClient.get('/api/admin/reports/sales', salesReportSchema, {
    query: { ...query },
    signal,
  });
}

/** GET /api/admin/reports/sales.csv: the same period's series and total as a CSV file. */
export function exportSalesReport(query: SalesReportQuery) {
  return apiDownload('/api/admin/reports/sales.csv', { query: { ...query } });
}

export function salesReportQueryOptions(query: SalesReportQuery) {
  return queryOptions({
    queryKey: queryKeys.analytics.sales(query),
    queryFn: ({ signal }) => getSalesReport(query, signal),
    // The report says 'Не удалось загрузить отчёт' itself.
    meta: { silent: true },
  });
}

/** The report of a period; while another period loads, the one shown stays. */
export function useSalesReport(query: SalesReportQuery | null) {
  return useQuery({
    ...salesReportQueryOptions(query ?? { from: '', to: '', group: 'day' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
