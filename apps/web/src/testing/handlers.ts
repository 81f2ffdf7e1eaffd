import type {
  AuthResponse,
  CartLine,
  FavoriteToggleResponse,
  HistoryItem,
  MergeCartBody,
  PhotoUploadResponse,
  ProfileUpdate,
  Comment,
  CommentLikeResponse,
  CreateCommentBody,
  ErrorEnvelope,
  ItemDetail,
  ItemFacets,
  ItemSummary,
  PublicConfig,
  User,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';

/**
 * MSW handlers typed with the contract's types, so a mock cannot drift from the API's shapes.
 * `handlers` are the defaults every test gets; the builders below are for `server.use(...)`.
 */

export const handlers = [
  http.get('*/api/config', () =>
    HttpResponse.json<PublicConfig>({ google_enabled: false, currency: 'KZT' }),
  ),
  // /home shows the trending grid: empty unless a test says otherwise.
  http.get('*/api/items/trending', () => HttpResponse.json<ItemSummary[]>([])),
  // The shop header shows the cart and favourites badges: empty unless a test says otherwise.
  http.get('*/api/cart/', () => HttpResponse.json<CartLine[]>([])),
  http.get('*/api/items/favorites/ids', () => HttpResponse.json<number[]>([])),
];

export function errorResponse(status: number, envelope: ErrorEnvelope, headers?: HeadersInit) {
  return HttpResponse.json<ErrorEnvelope>(envelope, { status, headers });
}

export const mockApi = {
  config: (config: PublicConfig) =>
    http.get('*/api/config', () => HttpResponse.json<PublicConfig>(config)),

  me: (user: User) => http.get('*/api/me', () => HttpResponse.json<User>(user)),

  meFails: (status = 401) =>
    http.get('*/api/me', () =>
      errorResponse(status, { code: 'UNAUTHORIZED', message: 'Not signed in' }),
    ),

  login: (auth: AuthResponse) =>
    http.post('*/api/auth/token', () => HttpResponse.json<AuthResponse>(auth)),

  loginFails: (status: number, envelope: ErrorEnvelope, headers?: HeadersInit) =>
    http.post('*/api/auth/token', () => errorResponse(status, envelope, headers)),

  register: (auth: AuthResponse) =>
    http.post('*/api/auth/register', () => HttpResponse.json<AuthResponse>(auth, { status: 201 })),

  registerFails: (status: number, envelope: ErrorEnvelope) =>
    http.post('*/api/auth/register', () => errorResponse(status, envelope)),

  logout: () => http.post('*/api/auth/logout', () => HttpResponse.json({ ok: true as const })),

  // --- catalogue (000 §7, decision 008) -------------------------------------------------------

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

  item: (item: ItemDetail) =>
    http.get(`*/api/items/${item.id}`, () => HttpResponse.json<ItemDetail>(item)),

  itemNotFound: (id: number) =>
    http.get(`*/api/items/${id}`, () =>
      errorResponse(404, { code: 'NOT_FOUND', message: 'Item not found' }),
    ),

  similarItems: (id: number, items: ItemSummary[]) =>
    http.get(`*/api/items/${id}/similar`, () => HttpResponse.json<ItemSummary[]>(items)),

  // --- reviews ----------------------------------------------------------------------------------

  comments: (itemId: number, comments: Comment[]) =>
    http.get(`*/api/items/${itemId}/comments`, () => HttpResponse.json<Comment[]>(comments)),

  /** POST a review: `respond` gets the body and answers the created comment. */
  createComment: (itemId: number, respond: (body: CreateCommentBody) => Comment) =>
    http.post(`*/api/items/${itemId}/comments`, async ({ request }) =>
      HttpResponse.json<Comment>(respond((await request.json()) as CreateCommentBody), {
        status: 201,
      }),
    ),

  likeComment: (itemId: number, response: CommentLikeResponse) =>
    http.post(`*/api/items/${itemId}/comments/${response.comment_id}/like`, () =>
      HttpResponse.json<CommentLikeResponse>(response),
    ),

  deleteComment: (itemId: number, commentId: number, onDelete?: () => void) =>
    http.delete(`*/api/items/${itemId}/comments/${commentId}`, () => {
      onDelete?.();
      return new HttpResponse(null, { status: 204 });
    }),
  // --- cart (000 §7, decision 008): every call answers the whole cart --------------------------

  cart: (lines: CartLine[]) => http.get('*/api/cart/', () => HttpResponse.json<CartLine[]>(lines)),

  cartFails: (status = 500) =>
    http.get('*/api/cart/', () => errorResponse(status, { code: 'INTERNAL', message: 'Boom' })),

  /** POST /api/cart/{variantId}?qty=n; `respond` gets the variant id and qty. */
  addToCart: (respond: (variantId: number, qty: number) => CartLine[]) =>
    http.post('*/api/cart/:variantId', ({ params, request }) => {
      // POST /api/cart/merge is another call.
      if (!/^\d+$/.test(String(params.variantId))) return undefined;
      return HttpResponse.json<CartLine[]>(
        respond(Number(params.variantId), Number(new URL(request.url).searchParams.get('qty'))),
      );
    }),

  /** PUT /api/cart/{variantId} {quantity}. */
  updateCartLine: (respond: (variantId: number, quantity: number) => CartLine[]) =>
    http.put('*/api/cart/:variantId', async ({ params, request }) => {
      const body = (await request.json()) as { quantity: number };
      return HttpResponse.json<CartLine[]>(respond(Number(params.variantId), body.quantity));
    }),

  removeCartLine: (respond: (variantId: number) => CartLine[]) =>
    http.delete('*/api/cart/:variantId', ({ params }) =>
      HttpResponse.json<CartLine[]>(respond(Number(params.variantId))),
    ),

  clearCart: (onClear?: () => void) =>
    http.delete('*/api/cart/', () => {
      onClear?.();
      return HttpResponse.json<CartLine[]>([]);
    }),

  /** POST /api/cart/merge: `respond` gets the guest lines and answers the merged cart. */
  mergeCart: (respond: (body: MergeCartBody) => CartLine[]) =>
    http.post('*/api/cart/merge', async ({ request }) =>
      HttpResponse.json<CartLine[]>(respond((await request.json()) as MergeCartBody)),
    ),

  /** Every cart change fails (the UI keeps its local state). */
  cartChangesFail: (status = 500) => {
    const fail = () => errorResponse(status, { code: 'INTERNAL', message: 'Boom' });
    return [
      http.post('*/api/cart/:variantId', ({ params }) =>
        /^\d+$/.test(String(params.variantId)) ? fail() : undefined,
      ),
      http.put('*/api/cart/:variantId', fail),
      http.delete('*/api/cart/:variantId', fail),
      http.delete('*/api/cart/', fail),
    ];
  },

  // --- favourites ---------------------------------------------------------------------------------

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

  // --- history ------------------------------------------------------------------------------------

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

  // --- profile ------------------------------------------------------------------------------------

  profile: (user: User) => http.get('*/api/profile/', () => HttpResponse.json<User>(user)),

  profileFails: (status = 500) =>
    http.get('*/api/profile/', () => errorResponse(status, { code: 'INTERNAL', message: 'Boom' })),

  /** PATCH /api/profile/: `respond` gets the body and answers the updated profile. */
  updateProfile: (respond: (body: ProfileUpdate) => User) =>
    http.patch('*/api/profile/', async ({ request }) =>
      HttpResponse.json<User>(respond((await request.json()) as ProfileUpdate)),
    ),

  updateProfileFails: (status: number, envelope: ErrorEnvelope) =>
    http.patch('*/api/profile/', () => errorResponse(status, envelope)),

  /** POST /api/profile/avatar (multipart `file`): `respond` gets the uploaded file. */
  uploadAvatar: (respond: (file: File) => User) =>
    http.post('*/api/profile/avatar', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json<User>(respond(file));
    }),

  uploadAvatarFails: (status = 500) =>
    http.post('*/api/profile/avatar', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  deleteAvatar: (user: User) =>
    http.delete('*/api/profile/avatar', () => HttpResponse.json<User>(user)),

  deleteAvatarFails: (status = 500) =>
    http.delete('*/api/profile/avatar', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  uploadPhoto: (photoUrl: string) =>
    http.post('*/api/profile/upload-photo', () =>
      HttpResponse.json<PhotoUploadResponse>({ photo_url: photoUrl }),
    ),

  uploadPhotoFails: (status = 500) =>
    http.post('*/api/profile/upload-photo', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  deleteAccount: (onDelete?: () => void) =>
    http.delete('*/api/profile/', () => {
      onDelete?.();
      return HttpResponse.json({ ok: true as const });
    }),

  deleteAccountFails: (status = 500) =>
    http.delete('*/api/profile/', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),
};
