import type {
  ActiveTask,
  CatalogStats,
  CurrencyRate,
  CurrencyRatesUpdate,
  ImportHistoryPage,
  ParseBody,
  TaskCreated,
  TaskResult,
  TaskStatus,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';

type Respond<T, A extends unknown[] = []> = T | ((...args: A) => T | Response);

function answer<T, A extends unknown[]>(respond: Respond<T, A>, ...args: A): Response {
  const value =
    typeof respond === 'function' ? (respond as (...a: A) => T | Response)(...args) : respond;
  return value instanceof Response ? value : HttpResponse.json(value as object);
}

/** The import tool's API (admins): starts, task status and results, stats, rates. */
export const lamodaParserMocks = {
  /** POST /api/catalog/parse: `respond` gets the JSON body. */
  startParse: (respond: Respond<TaskCreated, [ParseBody]>) =>
    http.post('*/api/catalog/parse', async ({ request }) =>
      answer(respond, (await request.json()) as ParseBody),
    ),

  /** POST /api/catalog/parse-simple?…: `respond` gets the query string. */
  startParseSimple: (respond: Respond<TaskCreated, [URLSearchParams]>) =>
    http.post('*/api/catalog/parse-simple', ({ request }) =>
      answer(respond, new URL(request.url).searchParams),
    ),

  startTestChain: (respond: Respond<TaskCreated>) =>
    http.post('*/api/catalog/test-chain', () => answer(respond)),

  /** POST /api/catalog/test-parser?…: `respond` gets the query string. */
  startTestParser: (respond: Respond<TaskCreated, [URLSearchParams]>) =>
    http.post('*/api/catalog/test-parser', ({ request }) =>
      answer(respond, new URL(request.url).searchParams),
    ),

  /** GET /api/catalog/tasks/{id}/status: `respond` gets the id. */
  taskStatus: (respond: Respond<TaskStatus, [string]>) =>
    http.get('*/api/catalog/tasks/:id/status', ({ params }) => answer(respond, String(params.id))),

  taskResult: (respond: Respond<TaskResult, [string]>) =>
    http.get('*/api/catalog/tasks/:id/result', ({ params }) => answer(respond, String(params.id))),

  cancelTask: (respond: Respond<TaskStatus, [string]>) =>
    http.delete('*/api/catalog/tasks/:id', ({ params }) => answer(respond, String(params.id))),

  activeTasks: (respond: Respond<ActiveTask[]>) =>
    http.get('*/api/catalog/tasks', () => answer(respond)),

  /** GET /api/catalog/tasks/history?page=N: `respond` gets the page. */
  importHistory: (respond: Respond<ImportHistoryPage, [number]>) =>
    http.get('*/api/catalog/tasks/history', ({ request }) =>
      answer(respond, Number(new URL(request.url).searchParams.get('page') ?? '1')),
    ),

  catalogStats: (respond: Respond<CatalogStats>) =>
    http.get('*/api/catalog/stats', () => answer(respond)),

  currencyRates: (respond: Respond<CurrencyRate[]>) =>
    http.get('*/api/catalog/rates', () => answer(respond)),

  /** PUT /api/catalog/rates: `respond` gets the JSON body. */
  updateCurrencyRates: (respond: Respond<CurrencyRate[], [CurrencyRatesUpdate]>) =>
    http.put('*/api/catalog/rates', async ({ request }) =>
      answer(respond, (await request.json()) as CurrencyRatesUpdate),
    ),
};
