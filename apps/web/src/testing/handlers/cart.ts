import type { CartLine, MergeCartBody } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

/** What every page asks for, so every test gets it. */
export const cartDefaults = [
  // The shop header shows the cart badge: empty unless a test says otherwise.
  http.get('*/api/cart/', () => HttpResponse.json<CartLine[]>([])),
];

/** The cart: every call answers the whole cart. */
export const cartMocks = {
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
};
