import type { FavoriteToggleResponse, ItemSummary } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

/** What every page asks for, so every test gets it. */
export const favoritesDefaults = [
  // The shop header shows the favourites badge: empty unless a test says otherwise.
  http.get('*/api/items/favorites/ids', () => HttpResponse.json<number[]>([])),
];

/** Favourites: the ids, the list and setting one. */
export const favoritesMocks = {
  favoriteIds: (ids: number[]) =>
    http.get('*/api/items/favorites/ids', () => HttpResponse.json<number[]>(ids)),

  /**
   * PUT (add) and DELETE (remove) /api/items/{id}/favorite answer the state asked for; `onSet`
   * hears each call. The web app never uses the POST toggle, so it is left unanswered.
   */
  setFavorite: (onSet?: (itemId: number, isFavorite: boolean) => void) =>
    [true, false].map((isFavorite) =>
      http[isFavorite ? 'put' : 'delete']('*/api/items/:id/favorite', ({ params }) => {
        onSet?.(Number(params.id), isFavorite);
        return HttpResponse.json<FavoriteToggleResponse>({
          item_id: Number(params.id),
          is_favorite: isFavorite,
        });
      }),
    ),

  setFavoriteFails: (status = 500) =>
    (['put', 'delete'] as const).map((method) =>
      http[method]('*/api/items/:id/favorite', () =>
        errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
      ),
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
