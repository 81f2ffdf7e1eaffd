import {
  adminUserBulkActiveSchema,
  adminUserCreateSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  bulkResultSchema,
  customerSummarySchema,
  errorEnvelopeSchema,
  idParamSchema,
  okResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv-export';
import { signedIn } from '../../plugins/auth';
import { CUSTOMER_EXPORT_COLUMNS, customerPages } from './customer-export';
import { customerSummary } from './customer-summary';

/** User management in the admin area: admins; orders managers read accounts as customers. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const schema = { tags: ['users'], security: [{ bearer: [] }] };
  const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const refused = {
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    ...denied,
  };
  const onRequest = app.requireRole('admin');
  // Accounts are read as customers by orders managers too; changed by admins only.
  const readers = app.requireRole('orders');

  const endpoints: FastifyPluginAsyncZod = async (users) => {
    users.get(
      '/',
      {
        onRequest: readers,
        schema: {
          ...schema,
          summary:
            'Users, 20 per page with the total, newest first unless sorted by email, name, created or last activity; q searches the email, the name and the phone',
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserListSchema, ...denied },
        },
      },
      async (request) => accounts.list(signedIn(request).user, request.query),
    );
    users.get(
      '/export',
      {
        onRequest: readers,
        schema: {
          ...schema,
          summary:
            'The accounts of the list with its search, with orders, their sum and last activity, as CSV for Excel',
          querystring: adminUserExportQuerySchema,
          response: {
            200: z.any().describe('text/csv; UTF-8 with BOM, «;»-separated'),
            400: errorEnvelopeSchema,
            ...denied,
          },
        },
      },
      async (request, reply) =>
        sendCsv(reply, {
          name: 'customers',
          columns: CUSTOMER_EXPORT_COLUMNS,
          pages: customerPages(
            accounts.exportPages(signedIn(request).user, request.query.q),
            app.services.orders,
            app.services.auth,
          ),
          log: request.log,
        }),
    );
    users.post(
      '/bulk-active',
      {
        onRequest,
        schema: {
          ...schema,
          summary:
            'Activate or deactivate several users, each by the rules of one; the refused ones are listed with their code',
          body: adminUserBulkActiveSchema,
          response: { 200: bulkResultSchema, 400: errorEnvelopeSchema, ...denied },
        },
      },
      async (request) =>
        accounts.setActive(signedIn(request).user, request.body.ids, request.body.is_active),
    );
    users.post(
      '/',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Create a user',
          body: adminUserCreateSchema,
          response: { 201: adminUserSchema, ...refused },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await accounts.create(signedIn(request).user, request.body)),
    );
    users.get(
      '/:id',
      {
        onRequest: readers,
        schema: {
          ...schema,
          summary: 'One user',
          params: idParamSchema,
          response: { 200: adminUserSchema, 404: errorEnvelopeSchema, ...denied },
        },
      },
      async (request) => accounts.get(signedIn(request).user, request.params.id),
    );
    users.get(
      '/:id/customer',
      {
        onRequest: readers,
        schema: {
          ...schema,
          summary:
            'One user as a customer: contact, orders placed, spent on the ones not cancelled, last order, last activity',
          params: idParamSchema,
          response: { 200: customerSummarySchema, 404: errorEnvelopeSchema, ...denied },
        },
      },
      async (request) =>
        customerSummary(
          await accounts.get(signedIn(request).user, request.params.id),
          app.services.orders,
          app.services.auth,
        ),
    );
    users.patch(
      '/:id',
      {
        onRequest,
        schema: {
          ...schema,
          summary:
            'Change a user (email, roles, activity, password; an empty password is unchanged). The user is signed out when their access changes',
          params: idParamSchema,
          body: adminUserUpdateSchema,
          response: { 200: adminUserSchema, ...refused },
        },
      },
      async (request) => {
        const { user, sessionId } = signedIn(request);
        return accounts.update(user, request.params.id, request.body, sessionId);
      },
    );
    users.delete(
      '/:id',
      {
        onRequest,
        schema: {
          ...schema,
          summary: 'Delete a user with their personal data',
          params: idParamSchema,
          response: { 200: okResponseSchema, ...refused },
        },
      },
      async (request) => {
        await accounts.delete(signedIn(request).user, request.params.id, (message, err) =>
          request.log.warn({ err }, message),
        );
        return { ok: true as const };
      },
    );
  };
  await app.register(endpoints, { prefix: '/api/users' });
};
