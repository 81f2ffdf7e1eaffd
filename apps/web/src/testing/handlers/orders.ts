import type {
  BulkResult,
  CheckoutOptions,
  CheckoutSettings,
  CheckoutSettingsUpdate,
  ErrorEnvelope,
  OrderCreate,
  OrderDeliveryUpdate,
  OrderBulkStatus,
  OrderDetail,
  OrderNote,
  OrderNoteCreate,
  OrderNotes,
  OrderPage,
  OrderReturnCreate,
  OrderStatusUpdate,
  OutboxEmail,
  OutboxPage,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** A handler's refusal: the status and the contract's envelope. */
export type OrderRefusal = { status: number; error: ErrorEnvelope };

function answer<T extends object>(value: T | OrderRefusal, status = 200) {
  if ('error' in value && 'status' in value) {
    const refusal = value as OrderRefusal;
    return HttpResponse.json<T | ErrorEnvelope>(refusal.error, { status: refusal.status });
  }
  return HttpResponse.json<T | ErrorEnvelope>(value as T, { status });
}

/** What POST /api/orders received: the body and the Idempotency-Key header. */
export interface SentOrder {
  body: OrderCreate;
  key: string | null;
}

/** What the admin's order page calls besides the order: its staff notes (none by default). */
export const ordersDefaults = [
  http.get('*/api/orders/:id/notes', () => HttpResponse.json<OrderNotes>({ notes: [] })),
];

/** Checkout, the shopper's orders, the admin's orders, settings and the email outbox. */
export const ordersMocks = {
  checkoutOptions: (options: CheckoutOptions | OrderRefusal) =>
    http.get('*/api/checkout/options', () => answer(options)),

  /** POST /api/orders: `respond` gets the body and key; 201 with the order, or a refusal. */
  placeOrder: (
    respond: (sent: SentOrder) => OrderDetail | OrderRefusal | Promise<OrderDetail | OrderRefusal>,
  ) =>
    http.post('*/api/orders', async ({ request }) => {
      const sent = {
        body: (await request.json()) as OrderCreate,
        key: request.headers.get('Idempotency-Key'),
      };
      return answer(await respond(sent), 201);
    }),

  /** GET /api/orders?page: `respond` gets the page number. */
  myOrders: (respond: (page: number) => OrderPage | OrderRefusal) =>
    http.get('*/api/orders', ({ request }) =>
      answer(respond(Number(new URL(request.url).searchParams.get('page') ?? 1))),
    ),

  /** GET /api/orders/{id}: `respond` gets the id (answer a refusal for 404). */
  order: (respond: (id: number) => OrderDetail | OrderRefusal) =>
    http.get('*/api/orders/:id', ({ params }) => {
      // /api/orders/manage is the admin list.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      return answer(respond(Number(params.id)));
    }),

  cancelOrder: (respond: (id: number) => OrderDetail | OrderRefusal) =>
    http.post('*/api/orders/:id/cancel', ({ params }) => answer(respond(Number(params.id)))),

  startPayment: (respond: (id: number) => OrderDetail | OrderRefusal) =>
    http.post('*/api/orders/:id/payment', ({ params }) => answer(respond(Number(params.id)))),

  /** GET /api/orders/manage: `respond` gets the query string. */
  manageOrders: (respond: (query: URLSearchParams) => OrderPage | OrderRefusal) =>
    http.get('*/api/orders/manage', ({ request }) =>
      answer(respond(new URL(request.url).searchParams)),
    ),

  /** POST /api/orders/manage/bulk-status (admins): `respond` gets the body. */
  setOrdersStatus: (respond: (body: OrderBulkStatus) => BulkResult | OrderRefusal) =>
    http.post('*/api/orders/manage/bulk-status', async ({ request }) =>
      answer(respond((await request.json()) as OrderBulkStatus)),
    ),

  /** GET /api/orders/{id}/notes (admins). */
  orderNotes: (respond: (id: number) => OrderNotes | OrderRefusal) =>
    http.get('*/api/orders/:id/notes', ({ params }) => answer(respond(Number(params.id)))),

  /** POST /api/orders/{id}/notes (admins): 201 with the note. */
  addOrderNote: (respond: (id: number, body: OrderNoteCreate) => OrderNote | OrderRefusal) =>
    http.post('*/api/orders/:id/notes', async ({ params, request }) =>
      answer(respond(Number(params.id), (await request.json()) as OrderNoteCreate), 201),
    ),

  /** POST /api/orders/{id}/returns (admins). */
  createOrderReturn: (
    respond: (id: number, body: OrderReturnCreate) => OrderDetail | OrderRefusal,
  ) =>
    http.post('*/api/orders/:id/returns', async ({ params, request }) =>
      answer(respond(Number(params.id), (await request.json()) as OrderReturnCreate)),
    ),

  /** PUT /api/orders/{id}/delivery (admins). */
  updateOrderDelivery: (
    respond: (id: number, body: OrderDeliveryUpdate) => OrderDetail | OrderRefusal,
  ) =>
    http.put('*/api/orders/:id/delivery', async ({ params, request }) =>
      answer(respond(Number(params.id), (await request.json()) as OrderDeliveryUpdate)),
    ),

  /** POST /api/orders/{id}/undo-delivered (admins). */
  undoDelivered: (respond: (id: number) => OrderDetail | OrderRefusal) =>
    http.post('*/api/orders/:id/undo-delivered', ({ params }) =>
      answer(respond(Number(params.id))),
    ),

  /** POST /api/orders/{id}/cash-received (staff). */
  recordCash: (respond: (id: number) => OrderDetail | OrderRefusal) =>
    http.post('*/api/orders/:id/cash-received', ({ params }) => answer(respond(Number(params.id)))),

  /** PATCH /api/orders/{id} { status, note, carrier, tracking_number }. */
  updateOrderStatus: (
    respond: (id: number, body: OrderStatusUpdate) => OrderDetail | OrderRefusal,
  ) =>
    http.patch('*/api/orders/:id', async ({ params, request }) =>
      answer(respond(Number(params.id), (await request.json()) as OrderStatusUpdate)),
    ),

  checkoutSettings: (settings: CheckoutSettings | OrderRefusal) =>
    http.get('*/api/checkout/settings', () => answer(settings)),

  saveCheckoutSettings: (
    respond: (body: CheckoutSettingsUpdate) => CheckoutSettings | OrderRefusal,
  ) =>
    http.put('*/api/checkout/settings', async ({ request }) =>
      answer(respond((await request.json()) as CheckoutSettingsUpdate)),
    ),

  /** GET /api/emails/outbox: `respond` gets the query string. */
  outbox: (respond: (query: URLSearchParams) => OutboxPage | OrderRefusal) =>
    http.get('*/api/emails/outbox', ({ request }) =>
      answer(respond(new URL(request.url).searchParams)),
    ),

  /** POST /api/emails/outbox/{id}/retry: `respond` gets the id. */
  retryEmail: (respond: (id: number) => OutboxEmail | OrderRefusal) =>
    http.post('*/api/emails/outbox/:id/retry', ({ params }) => answer(respond(Number(params.id)))),
};
