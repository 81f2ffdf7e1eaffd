import type {
  ItemSummary,
  Outfit,
  OutfitAvailableItems,
  OutfitCartBody,
  OutfitCartOptionsResponse,
  OutfitCartResponse,
  OutfitFavoriteResponse,
  OutfitHistoryEntry,
  OutfitWrite,
  PhotoUploadResponse,
  VirtualTryonRequest,
  VirtualTryonResponse,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

type Paged<T> = T[] | ((page: number) => T[]);

function pageOf(request: Request): number {
  return Number(new URL(request.url).searchParams.get('page') ?? 1);
}

function answer<T>(respond: Paged<T>, page: number): T[] {
  return typeof respond === 'function' ? respond(page) : respond;
}

/**
 * What the favourites, history and /home pages ask for, so their tests need not: empty lists.
 */
export const outfitsDefaults = [
  http.get('*/api/outfits/', () => HttpResponse.json<Outfit[]>([])),
  http.get('*/api/outfits/favorites', () => HttpResponse.json<Outfit[]>([])),
  http.get('*/api/outfits/history', () => HttpResponse.json<OutfitHistoryEntry[]>([])),
  http.delete('*/api/outfits/history', () => HttpResponse.json({ ok: true as const })),
];

/** Outfits, their favourites, history, cart, the try-on and the builder's calls. */
export const outfitsMocks = {
  /** GET /api/outfits/?page&q: `respond` gets the query string. */
  outfits: (respond: Outfit[] | ((query: URLSearchParams) => Outfit[])) =>
    http.get('*/api/outfits/', ({ request }) =>
      HttpResponse.json<Outfit[]>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),

  outfit: (outfit: Outfit) =>
    http.get(`*/api/outfits/${outfit.id}`, () => HttpResponse.json<Outfit>(outfit)),

  /**
   * GET /api/outfits/preview: a tiny WebP for every drawing fetched with the session (own pieces);
   * `asked` gets each query string.
   */
  outfitPreview: (asked?: (search: string) => void) =>
    http.get('*/api/outfits/preview', ({ request }) => {
      asked?.(new URL(request.url).search);
      return new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
        headers: { 'Content-Type': 'image/webp' },
      });
    }),

  outfitNotFound: (id: number) =>
    http.get(`*/api/outfits/${id}`, () =>
      errorResponse(404, { code: 'NOT_FOUND', message: 'Outfit not found' }),
    ),

  /** POST /api/outfits/: `respond` gets the payload and answers the created outfit. */
  createOutfit: (respond: (body: OutfitWrite) => Outfit) =>
    http.post('*/api/outfits/', async ({ request }) =>
      HttpResponse.json<Outfit>(respond((await request.json()) as OutfitWrite), { status: 201 }),
    ),

  /** GET /api/outfits/available-items?ids=…: `respond` gets the ids asked and answers those that exist. */
  availableItems: (respond: (ids: number[]) => number[]) =>
    http.get('*/api/outfits/available-items', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json<OutfitAvailableItems>({ ids: respond(ids) });
    }),

  updateOutfit: (id: number, respond: (body: OutfitWrite) => Outfit) =>
    http.put(`*/api/outfits/${id}`, async ({ request }) =>
      HttpResponse.json<Outfit>(respond((await request.json()) as OutfitWrite)),
    ),

  deleteOutfit: (id: number, onDelete?: () => void) =>
    http.delete(`*/api/outfits/${id}`, () => {
      onDelete?.();
      return HttpResponse.json({ ok: true as const });
    }),

  /** PUT (add) and DELETE (remove) /api/outfits/{id}/favorite; `onSet` hears each call. */
  setOutfitFavorite: (onSet?: (outfitId: number, isFavorite: boolean) => void) =>
    [true, false].map((isFavorite) =>
      http[isFavorite ? 'put' : 'delete']('*/api/outfits/:id/favorite', ({ params }) => {
        onSet?.(Number(params.id), isFavorite);
        return HttpResponse.json<OutfitFavoriteResponse>({
          outfit_id: Number(params.id),
          is_favorite: isFavorite,
        });
      }),
    ),

  setOutfitFavoriteFails: () =>
    (['put', 'delete'] as const).map((method) =>
      http[method]('*/api/outfits/:id/favorite', () =>
        errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
      ),
    ),

  favoriteOutfits: (respond: Paged<Outfit>) =>
    http.get('*/api/outfits/favorites', ({ request }) =>
      HttpResponse.json<Outfit[]>(answer(respond, pageOf(request))),
    ),

  outfitHistory: (respond: Paged<OutfitHistoryEntry>) =>
    http.get('*/api/outfits/history', ({ request }) =>
      HttpResponse.json<OutfitHistoryEntry[]>(answer(respond, pageOf(request))),
    ),

  clearOutfitHistory: (onClear?: () => void) =>
    http.delete('*/api/outfits/history', () => {
      onClear?.();
      return HttpResponse.json({ ok: true as const });
    }),

  /** POST /api/outfits/{id}/cart: `respond` gets the chosen lines (null without a body). */
  outfitCart: (
    id: number,
    respond: OutfitCartResponse | ((body: OutfitCartBody | null) => OutfitCartResponse),
  ) =>
    http.post(`*/api/outfits/${id}/cart`, async ({ request }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as OutfitCartBody) : null;
      return HttpResponse.json<OutfitCartResponse>(
        typeof respond === 'function' ? respond(body) : respond,
      );
    }),

  /** GET /api/outfits/{id}/cart-options: the dialog's items and sizes. */
  outfitCartOptions: (id: number, response: OutfitCartOptionsResponse) =>
    http.get(`*/api/outfits/${id}/cart-options`, () =>
      HttpResponse.json<OutfitCartOptionsResponse>(response),
    ),

  /** GET /api/items/?category&limit (the builder's carousels) and ?q&limit (its search). */
  itemPicks: (respond: (query: URLSearchParams) => ItemSummary[]) =>
    http.get('*/api/items/', ({ request }) =>
      HttpResponse.json<ItemSummary[]>(respond(new URL(request.url).searchParams)),
    ),

  uploadPhoto: (photoUrl = '/media/private/photos/me.webp?expires=1&signature=x') =>
    http.post('*/api/profile/upload-photo', () =>
      HttpResponse.json<PhotoUploadResponse>({ photo_url: photoUrl }),
    ),

  /** POST /api/outfits/virtual-tryon: `respond` gets the request; status 200 or 202. */
  startTryon: (
    respond: (body: VirtualTryonRequest) => VirtualTryonResponse,
    status: 200 | 202 = 200,
  ) =>
    http.post('*/api/outfits/virtual-tryon', async ({ request }) =>
      HttpResponse.json<VirtualTryonResponse>(
        respond((await request.json()) as VirtualTryonRequest),
        { status },
      ),
    ),

  /** GET /api/outfits/virtual-tryon/{id}: each poll gets the next answer (the last one stays). */
  pollTryon: (answers: VirtualTryonResponse[]) => {
    let call = 0;
    return http.get('*/api/outfits/virtual-tryon/:id', () =>
      HttpResponse.json<VirtualTryonResponse>(answers[Math.min(call++, answers.length - 1)]!),
    );
  },
};
