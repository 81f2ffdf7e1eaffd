import type { StylistLooks } from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** Every item page asks the stylist: no looks unless a test says otherwise. */
export const stylistDefaults = [
  http.get('*/api/stylist/looks', () => HttpResponse.json<StylistLooks>({ looks: [] })),
];

/** The stylist's looks. */
export const stylistMocks = {
  /** GET /api/stylist/looks: `respond` gets the query (item_id or item_ids …). */
  looks: (respond: StylistLooks | ((query: URLSearchParams) => StylistLooks)) =>
    http.get('*/api/stylist/looks', ({ request }) =>
      HttpResponse.json<StylistLooks>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),
};
