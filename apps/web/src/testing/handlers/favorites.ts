import type { FavoriteToggleResponse, ItemSummary } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

/** What every page asks for, so every test gets it. */
export const favoritesDefaults = [
  // The shop header shows the favourites badge: empty unless a test says otherwise.
  http.get('*/api/items/favorites/ids', () => HttpResponse.json<number[]>([])),
];

/** Favourites: the ids, the list and the toggle. */
export const favoritesMocks = {
  favoriteIds: (ids: number[]) =>
    http.get('*/api/items/favorites/ids', () => HttpResponse.json<number[]>(ids)),

  /** POST /api/items/{id}/favorite: `respond` gets the item id. */
  toggleFavorite: (respond: (itemId: number) => FavoriteToggleResponse) =>
    http.post('*/api/items/:id/favorite', ({ params }) =>
      HttpResponse.json<FavoriteToggleResponse>(respond(Number(params.id))),
    ),

  toggleFavoriteFails: (status = 500) =>
    http.post('*/api/items/:id/favorite', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  /** GET /api/items/favorites?page=n: `respond` gets the page. */
  favorites: (respond: ItemSummary[] | ((page: number) => ItemSummary[])) =>
    http.get('*/api/items/favorites', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json<ItemSummary[]>(
        typeof respond === 'function' ? respond(page) : respond,
      );
    }),
};
