import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  bulkResultSchema,
  checkoutOptionsSchema,
  checkoutSettingsSchema,
  checkoutSettingsUpdateSchema,
  errorEnvelopeSchema,
  idParamSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderCancelSchema,
  orderCreateHeadersSchema,
  orderCreateSchema,
  orderDeliveryUpdateSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderNoteCreateSchema,
  orderNoteSchema,
  orderNotesSchema,
  orderReturnCreateSchema,
  orderPageSchema,
  orderBulkStatusSchema,
  orderStatusUpdateSchema,
  promoQuoteRequestSchema,
  promoQuoteSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv-export';
import { signedIn } from '../../plugins/auth';
import { ORDER_EXPORT_COLUMNS } from './order-export';

/**
 * Checkout and orders (docs/decisions/033-orders-and-checkout.md). Shoppers see and cancel their
 * own orders; admins see every order and move it along its statuses.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, checkout } = app.services;
  const common = { tags: ['orders'], security: [{ bearer: [] }] };
  const e = errorEnvelopeSchema;
  const denied = { 401: e, 403: e };
  const admin = app.requireRole('admin');
  // Orders, their returns and notes: admins and orders managers; the checkout's settings: admins.
  const staff = app.requireRole('orders');
  const limitOrders = app.limitWrites('order');

  app.get(
    '/api/checkout/options',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        tags: ['checkout'],
        summary: 'Pickup points, delivery prices and payment methods (online only when configured)',
        response: { 200: checkoutOptionsSchema, 401: e },
      },
    },
    async () => checkout.options(),
  );

  app.post(
    '/api/checkout/promo-code',
    {
      onRequest: [app.authenticate, app.limitWrites('promo')],
      schema: {
        ...common,
        tags: ['checkout'],
        summary:
          'What a promo code takes off these lines now (422 PROMO_CODE_REFUSED with the reason); the order checks it again',
        body: promoQuoteRequestSchema,
        response: { 200: promoQuoteSchema, 400: e, 401: e, 422: e, 429: e },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      return orders.quotePromo({ userId: user.id, email: user.email }, request.body);
    },
  );

  app.get(
    '/api/checkout/settings',
    {
      onRequest: admin,
      schema: {
        ...common,
        tags: ['checkout'],
        summary: 'Pickup points and delivery price rules (admins)',
        response: { 200: checkoutSettingsSchema, ...denied },
      },
    },
    async () => checkout.settings(),
  );

  app.put(
    '/api/checkout/settings',
    {
      onRequest: admin,
      schema: {
        ...common,
        tags: ['checkout'],
        summary:
          'Save pickup points (the whole list: points with an id kept, others added, missing ones no longer offered) and delivery prices (admins)',
        body: checkoutSettingsUpdateSchema,
        response: { 200: checkoutSettingsSchema, 400: e, 404: e, ...denied },
      },
    },
    async (request) => checkout.saveSettings(signedIn(request).user.id, request.body),
  );

  app.post(
    '/api/orders',
    {
      onRequest: [app.authenticate, limitOrders],
      schema: {
        ...common,
        summary:
          'Place an order from the lines the shopper saw (Idempotency-Key header: the same key answers the same order)',
        headers: orderCreateHeadersSchema,
        body: orderCreateSchema,
        response: {
          200: orderDetailSchema,
          201: orderDetailSchema,
          400: e,
          401: e,
          403: e,
          409: e,
          422: e,
          429: e,
          503: e,
        },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string;
      const { order, replayed } = await orders.create(user, request.body, key.trim());
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/api/orders',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The shopper's own orders, newest first, 20 per page",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, 400: e, 401: e },
      },
    },
    async (request) => orders.listOwn(signedIn(request).user, request.query.page),
  );

  app.get(
    '/api/orders/manage',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          'Every order (admins): q (number, email, name, phone), status and payment (states; repeatable), date_from/date_to (UTC days, inclusive), sort (created, total, status, customer) and order, page',
        querystring: adminOrderListQuerySchema,
        response: { 200: orderPageSchema, 400: e, ...denied },
      },
    },
    async (request) => orders.listAll(signedIn(request).user, request.query),
  );

  app.get(
    '/api/orders/manage/export',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          'The orders of the admin list with its filters, every page, as CSV for Excel (admins)',
        querystring: adminOrderExportQuerySchema,
        response: {
          200: z.any().describe('text/csv; UTF-8 with BOM, «;»-separated'),
          400: e,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'orders',
        columns: ORDER_EXPORT_COLUMNS,
        pages: orders.exportPages(signedIn(request).user, request.query),
        log: request.log,
      }),
  );

  app.post(
    '/api/orders/manage/bulk-status',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          'Move several orders to one status (admins), each by the rules of one change; the refused ones are listed with their code',
        body: orderBulkStatusSchema,
        response: { 200: bulkResultSchema, 400: e, ...denied },
      },
    },
    async (request) =>
      orders.setStatuses(signedIn(request).user, request.body.ids, request.body.status),
  );

  app.get(
    '/api/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "One order: the shopper's own (another user's is 404), any for admins",
        params: idParamSchema,
        response: { 200: orderDetailSchema, 401: e, 404: e },
      },
    },
    async (request) => orders.get(signedIn(request).user, request.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      onRequest: [app.authenticate, limitOrders],
      schema: {
        ...common,
        summary:
          'Cancel an order (the shopper before shipping, an admin before delivery); the stock returns',
        params: idParamSchema,
        body: orderCancelSchema,
        response: { 200: orderDetailSchema, 400: e, 401: e, 404: e, 409: e, 429: e },
      },
    },
    async (request) =>
      orders.cancel(signedIn(request).user, request.params.id, request.body?.reason ?? null),
  );

  app.post(
    '/api/orders/:id/payment',
    {
      onRequest: [app.authenticate, limitOrders],
      schema: {
        ...common,
        summary: "The provider's payment page for an online order waiting for its payment",
        params: idParamSchema,
        response: { 200: orderDetailSchema, 401: e, 404: e, 409: e, 429: e, 503: e },
      },
    },
    async (request) => orders.startPayment(signedIn(request).user, request.params.id),
  );

  app.patch(
    '/api/orders/:id',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          'Set the next status (admins, orders managers; only allowed transitions, 409 otherwise); with «shipped», the carrier and tracking number',
        params: idParamSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderDetailSchema, 400: e, 404: e, 409: e, ...denied },
      },
    },
    async (request) =>
      orders.setStatus(
        signedIn(request).user,
        request.params.id,
        request.body.status,
        request.body.note,
        request.body,
      ),
  );

  app.post(
    '/api/orders/:id/undo-delivered',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary: 'Take «delivered» back (admins; shortly after it was set, no return recorded)',
        params: idParamSchema,
        response: { 200: orderDetailSchema, 404: e, 409: e, ...denied },
      },
    },
    async (request) => orders.undoDelivered(signedIn(request).user, request.params.id),
  );

  app.post(
    '/api/orders/:id/cash-received',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          "Record a delivered cash order's money as received (admins, orders managers): its payment becomes paid",
        params: idParamSchema,
        response: { 200: orderDetailSchema, 404: e, 409: e, ...denied },
      },
    },
    async (request) => orders.recordCash(signedIn(request).user, request.params.id),
  );

  app.put(
    '/api/orders/:id/delivery',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary: 'Change the recipient and address (admins; before shipping, same delivery method)',
        params: idParamSchema,
        body: orderDeliveryUpdateSchema,
        response: { 200: orderDetailSchema, 400: e, 404: e, 409: e, ...denied },
      },
    },
    async (request) => orders.editDelivery(signedIn(request).user, request.params.id, request.body),
  );

  app.get(
    '/api/orders/:id/notes',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary: "Staff's notes on an order, newest first (admins; never shown to the shopper)",
        params: idParamSchema,
        response: { 200: orderNotesSchema, 404: e, ...denied },
      },
    },
    async (request) => orders.notes(signedIn(request).user, request.params.id),
  );

  app.post(
    '/api/orders/:id/notes',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary: 'Add a staff note to an order (admins)',
        params: idParamSchema,
        body: orderNoteCreateSchema,
        response: { 201: orderNoteSchema, 400: e, 404: e, ...denied },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.addNote(signedIn(request).user, request.params.id, request.body.text)),
  );

  app.post(
    '/api/orders/:id/returns',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          'Record a return of some lines within the return period and refund them (admins): through the payment provider for a card payment, as cash otherwise; the pieces go back to stock',
        params: idParamSchema,
        body: orderReturnCreateSchema,
        response: { 200: orderDetailSchema, 400: e, 404: e, 409: e, 503: e, ...denied },
      },
    },
    async (request) => orders.createReturn(signedIn(request).user, request.params.id, request.body),
  );
};
