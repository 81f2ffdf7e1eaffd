import type { HistoryItem } from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** /home shows the latest viewed items: none unless a test says otherwise. */
export const historyDefaults = [
  http.get('*/api/items/history', () => HttpResponse.json<HistoryItem[]>([])),
];

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
