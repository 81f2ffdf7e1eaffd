import type { HistoryItem } from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** The viewing history. */
export const historyMocks = {
  /** GET /api/items/history?page=n: `respond` gets the page. */
  history: (respond: HistoryItem[] | ((page: number) => HistoryItem[])) =>
    http.get('*/api/items/history', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json<HistoryItem[]>(
        typeof respond === 'function' ? respond(page) : respond,
      );
    }),

  clearHistory: (onClear?: () => void) =>
    http.delete('*/api/items/history', () => {
      onClear?.();
      return HttpResponse.json({ ok: true as const });
    }),
};
