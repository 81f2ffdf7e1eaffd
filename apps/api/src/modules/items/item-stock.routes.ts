import {
  idParamSchema,
  okResponseSchema,
  stockAdjustSchema,
  stockHistorySchema,
  stockSettingsSchema,
  variantListSchema,
  variantListWriteSchema,
  variantParamsSchema,
  variantSchema,
  variantWriteSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toVariant } from '../catalog/catalog.mapper';
import { signedIn } from '../../plugins/auth';
import { itemRouteKit, toVariantInput } from './item-routes.kit';

/**
 * An item's variants and stock: the variants editor, stock changes by hand with their history, the low-stock threshold.
 */
export const itemStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items } = app.services;
  const { onRequest, schema, refused } = itemRouteKit(app);

  app.post(
    '/api/items/:id/variants',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Add a variant (size, colour, SKU, stock, price)',
        params: idParamSchema,
        body: variantWriteSchema.omit({ id: true }),
        response: { 201: variantSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { id: _id, ...variant } = toVariantInput(request.body);
      const created = await items.addVariant(signedIn(request).user, request.params.id, variant);
      return reply.status(201).send(toVariant(created));
    },
  );

  app.put(
    '/api/items/:id/variants',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Save the whole list of variants in one transaction: those with an id are updated in place, the others added, the rest removed',
        params: idParamSchema,
        body: variantListWriteSchema,
        response: { 200: variantListSchema, ...refused },
      },
    },
    async (request) =>
      (
        await items.saveVariants(
          signedIn(request).user,
          request.params.id,
          request.body.map(toVariantInput),
        )
      ).map(toVariant),
  );

  app.delete(
    '/api/items/:id/variants/:variantId',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Remove a variant',
        params: variantParamsSchema,
        response: { 200: okResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      await items.deleteVariant(signedIn(request).user, id, variantId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/items/:id/stock',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Change one variant’s stock by a delta or to a number, with a note; the change goes into the item’s stock history',
        params: idParamSchema,
        body: stockAdjustSchema,
        response: { 200: variantListSchema, ...refused },
      },
    },
    async (request) =>
      (await items.adjustStock(signedIn(request).user, request.params.id, request.body)).map(
        toVariant,
      ),
  );

  app.get(
    '/api/admin/items/:id/stock',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'The item’s stock history, newest first: sales, cancels, imports, changes by hand',
        params: idParamSchema,
        response: { 200: stockHistorySchema, ...refused },
      },
    },
    async (request) =>
      (await items.stockHistory(request.params.id)).map((row) => ({
        ...row,
        created_at: new Date(row.created_at).toISOString(),
      })),
  );

  app.get(
    '/api/admin/stock-settings',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'The low-stock threshold',
        response: { 200: stockSettingsSchema, ...refused },
      },
    },
    async () => ({ low_stock_threshold: await items.lowStockThreshold() }),
  );

  app.put(
    '/api/admin/stock-settings',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        ...schema,
        summary: 'Set the low-stock threshold (admins)',
        body: stockSettingsSchema,
        response: { 200: stockSettingsSchema, ...refused },
      },
    },
    async (request) => ({
      low_stock_threshold: await items.saveLowStockThreshold(
        signedIn(request).user,
        request.body.low_stock_threshold,
      ),
    }),
  );
};
