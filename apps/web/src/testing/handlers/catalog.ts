import type { ItemDetail, ItemFacets, ItemSummary } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

/** What every page asks for, so every test gets it. */
export const catalogDefaults = [
  // /home shows the trending grid: empty unless a test says otherwise.
  http.get('*/api/items/trending', () => HttpResponse.json<ItemSummary[]>([])),
  // /home, an empty cart and «Ничего не найдено» suggest items: none unless a test says so.
  http.get('*/api/items/recommendations', () => HttpResponse.json<ItemSummary[]>([])),
];

/** The catalogue: lists, facets, trending, items and similar items. */
export const catalogMocks = {
  /** GET /api/items/: `respond` gets the query string (page, limit, q, filters). */
  items: (respond: ItemSummary[] | ((query: URLSearchParams) => ItemSummary[])) =>
    http.get('*/api/items/', ({ request }) =>
      HttpResponse.json<ItemSummary[]>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),

  itemFacets: (respond: ItemFacets | ((query: URLSearchParams) => ItemFacets)) =>
    http.get('*/api/items/facets', ({ request }) =>
      HttpResponse.json<ItemFacets>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),

  trending: (items: ItemSummary[]) =>
    http.get('*/api/items/trending', () => HttpResponse.json<ItemSummary[]>(items)),

  /** GET /api/items/recommendations: `respond` gets the query (limit). */
  recommendations: (respond: ItemSummary[] | ((query: URLSearchParams) => ItemSummary[])) =>
    http.get('*/api/items/recommendations', ({ request }) =>
      HttpResponse.json<ItemSummary[]>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),

  item: (item: ItemDetail) =>
    http.get(`*/api/items/${item.id}`, () => HttpResponse.json<ItemDetail>(item)),

  itemNotFound: (id: number) =>
    http.get(`*/api/items/${id}`, () =>
      errorResponse(404, { code: 'NOT_FOUND', message: 'Item not found' }),
    ),

  similarItems: (id: number, items: ItemSummary[]) =>
    http.get(`*/api/items/${id}/similar`, () => HttpResponse.json<ItemSummary[]>(items)),
};
