import {
  bulkResultSchema,
  idParamSchema,
  itemBulkStatusSchema,
  itemDeleteResponseSchema,
  ITEM_COPY_SUFFIX,
  itemCreatedSchema,
  itemDetailSchema,
  itemUpdateSchema,
  itemWriteSchema,
  managedItemExportQuerySchema,
  managedItemPageSchema,
  managedItemQuerySchema,
  variantListWriteSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ItemInput, VariantInput } from './items.service';
import { signedIn } from '../../plugins/auth';
import { itemRouteKit, parsed, picturesOf, toItemInput, toVariantInput } from './item-routes.kit';
import { itemPictureRoutes } from './item-pictures.routes';
import { itemStockRoutes } from './item-stock.routes';
import { itemCsvImportRoutes } from './item-csv-import.routes';
import { sendCsv } from '../../lib/csv-export';
import { ITEM_EXPORT_COLUMNS, linesOf } from './item-export';

/**
 * The catalogue's write side for moderators and admins: items, their pictures and variants. A
 * moderator changes only their own items (the items service asks the access policy).
 */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items, catalog } = app.services;
  const { onRequest, schema, refused, warn } = itemRouteKit(app);

  app.get(
    '/api/items/manage',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'A page of the admin list with the total: owner, rights and stock; mine=true for one’s own, low_stock=true for those running low, sort by name, price, stock or created',
        querystring: managedItemQuerySchema,
        response: { 200: managedItemPageSchema, ...refused },
      },
    },
    async (request) => items.managed(signedIn(request).user, request.query),
  );

  app.get(
    '/api/items/manage/export',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'The admin list’s items with its filters, one line per variant, as CSV for Excel; mine=true for one’s own',
        querystring: managedItemExportQuerySchema,
        response: { 200: z.any().describe('text/csv; UTF-8 with BOM, «;»-separated'), ...refused },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'items',
        columns: ITEM_EXPORT_COLUMNS,
        pages: linesOf(items.exportPages(signedIn(request).user, request.query)),
        log: request.log,
      }),
  );

  app.post(
    '/api/items',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Create an item (multipart: the fields, repeated "images" files, repeated "image_urls" links, optional "variants" as JSON)',
        consumes: ['multipart/form-data'],
        response: { 201: itemCreatedSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { form, links } = await picturesOf(request);
      const fields = parsed(itemWriteSchema, form.fields);
      let variants: VariantInput[] | undefined;
      if (form.fields.variants) {
        let raw: unknown;
        try {
          raw = JSON.parse(form.fields.variants);
        } catch {
          throw new AppError('VALIDATION_FAILED', 400, 'The variants must be a JSON list');
        }
        variants = parsed(variantListWriteSchema, raw, 'variants.').map(toVariantInput);
      }
      const item = await items.create(signedIn(request).user, toItemInput(fields) as ItemInput, {
        pictures: form.files,
        links,
        variants,
      });
      return reply.status(201).send({
        ...(await catalog.read(item.id, signedIn(request).user)),
        link_failures: item.linkFailures,
      });
    },
  );

  app.post(
    '/api/items/bulk-status',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Set one status (draft, active, archived) on several items, each by the rules of one edit; the refused ones are listed with their code',
        body: itemBulkStatusSchema,
        response: { 200: bulkResultSchema, ...refused },
      },
    },
    async (request) =>
      items.setStatuses(signedIn(request).user, request.body.ids, request.body.status),
  );

  app.put(
    '/api/items/:id',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Change an item’s fields (only those sent)',
        params: idParamSchema,
        body: itemUpdateSchema,
        response: { 200: itemDetailSchema, ...refused },
      },
    },
    async (request) => {
      await items.update(signedIn(request).user, request.params.id, toItemInput(request.body));
      return catalog.read(request.params.id, signedIn(request).user);
    },
  );

  app.delete(
    '/api/items/:id',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Delete an item with its pictures and variants; one that past orders, outfits or reviews name is archived instead (archived: true)',
        params: idParamSchema,
        response: { 200: itemDeleteResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { archived } = await items.delete(
        signedIn(request).user,
        request.params.id,
        warn(request),
      );
      return { ok: true as const, archived };
    },
  );

  app.post(
    '/api/items/:id/duplicate',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Copy an item as a new draft: the same fields and pictures, its variants with no stock and SKUs of their own',
        params: idParamSchema,
        response: { 201: itemDetailSchema, ...refused },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      const copy = await items.duplicate(user, request.params.id, ITEM_COPY_SUFFIX);
      return reply.status(201).send(await catalog.read(copy.id, user));
    },
  );

  await app.register(itemPictureRoutes);
  await app.register(itemStockRoutes);
  await app.register(itemCsvImportRoutes);
};
