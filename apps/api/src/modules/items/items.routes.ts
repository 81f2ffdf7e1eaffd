import {
  errorEnvelopeSchema,
  idParamSchema,
  imageLinkSchema,
  imageColorBodySchema,
  imageOrderBodySchema,
  imageParamsSchema,
  itemDeleteResponseSchema,
  ITEM_COPY_SUFFIX,
  itemDetailSchema,
  itemImageSchema,
  itemUpdateSchema,
  itemWriteSchema,
  managedItemExportQuerySchema,
  managedItemPageSchema,
  managedItemQuerySchema,
  okResponseSchema,
  stockAdjustSchema,
  stockHistorySchema,
  stockSettingsSchema,
  variantListSchema,
  variantListWriteSchema,
  variantParamsSchema,
  variantSchema,
  variantWriteSchema,
  type FieldError,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { MAX_FILES_PER_FORM } from '../../plugins/multipart';
import { toVariant } from '../catalog/catalog.mapper';
import type { ItemInput, VariantInput } from './items.service';
import { signedIn } from '../../plugins/auth';
import { sendCsv } from '../../lib/csv-export';
import { ITEM_EXPORT_COLUMNS, linesOf } from './item-export';

/** A schema's refusal as the contract's envelope, with one entry per field. */
function parsed<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: prefix + issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', 400, fields[0]?.message ?? 'The form is invalid', {
    fields,
  });
}

const toItemInput = (body: z.output<typeof itemUpdateSchema>): Partial<ItemInput> => {
  const { price, compare_at_price: compareAt, brand, ...rest } = body;
  return {
    ...rest,
    ...(compareAt === undefined
      ? {}
      : { compareAtPrice: compareAt === null ? null : compareAt.toFixed(2) }),
    // An emptied brand is no brand (the column keeps an empty text, never null).
    ...(brand === undefined ? {} : { brand: brand ?? '' }),
    ...(price === undefined ? {} : { price: price === null ? null : price.toFixed(2) }),
  } as Partial<ItemInput>;
};
const toVariantInput = (v: z.output<typeof variantWriteSchema>): VariantInput => ({
  id: v.id,
  sku: v.sku,
  size: v.size ?? null,
  color: v.color ?? null,
  stock: v.stock,
  price: v.price == null ? null : v.price.toFixed(2),
});

/** Pictures of a multipart form: files in `images`, links in `image_urls` (repeated). */
async function picturesOf(request: FastifyRequest) {
  const form = await request.multipartForm({ fileField: 'images', maxFiles: MAX_FILES_PER_FORM });
  const links = (form.lists.image_urls ?? []).map((l) => l.trim()).filter(Boolean);
  links.forEach((link, i) => parsed(imageLinkSchema, link, `image_urls.${i}`));
  if (form.files.length + links.length > MAX_FILES_PER_FORM)
    throw new AppError('VALIDATION_FAILED', 400, `At most ${MAX_FILES_PER_FORM} pictures at once`);
  return { form, links };
}

/**
 * The catalogue's write side for moderators and admins: items, their pictures and variants. A
 * moderator changes only their own items (the items service asks the access policy).
 */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items, catalog } = app.services;
  const onRequest = app.requireRole('panel');
  const schema = { tags: ['items (admin)'], security: [{ bearer: [] }] };
  const refused = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    413: errorEnvelopeSchema,
    415: errorEnvelopeSchema,
  };
  const warn = (request: FastifyRequest) => (message: string, err: unknown) =>
    request.log.warn({ err }, message);

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
        response: { 201: itemDetailSchema, ...refused },
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
      return reply.status(201).send(await catalog.read(item.id, signedIn(request).user.id));
    },
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
      return catalog.read(request.params.id, signedIn(request).user.id);
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
      return reply.status(201).send(await catalog.read(copy.id, user.id));
    },
  );

  app.put(
    '/api/items/:id/images/order',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Put the item’s pictures in this order (every picture once); the first is the main one',
        params: idParamSchema,
        body: imageOrderBodySchema,
        response: { 200: z.array(itemImageSchema), ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      await items.reorderImages(signedIn(request).user, id, request.body.image_ids);
      return catalog.images(id);
    },
  );

  app.post(
    '/api/items/:id/images',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Add pictures (multipart: "images" files and/or "image_urls" links)',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: z.array(itemImageSchema), ...refused },
      },
    },
    async (request) => {
      const { form, links } = await picturesOf(request);
      if (!form.files.length && !links.length)
        throw new AppError('VALIDATION_FAILED', 400, 'No picture: send "images" or "image_urls"');
      await items.addImages(signedIn(request).user, request.params.id, form.files, links);
      return catalog.images(request.params.id);
    },
  );

  app.patch(
    '/api/items/:id/images/:imageId',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Set the colour a picture shows (one of the item’s variant colours, or null for every colour)',
        params: imageParamsSchema,
        body: imageColorBodySchema,
        response: { 200: z.array(itemImageSchema), ...refused },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await items.setImageColor(signedIn(request).user, id, imageId, request.body.color);
      return catalog.images(id);
    },
  );

  app.delete(
    '/api/items/:id/images/:imageId',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Remove a picture',
        params: imageParamsSchema,
        response: { 200: okResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await items.removeImage(signedIn(request).user, id, imageId, warn(request));
      return { ok: true as const };
    },
  );

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
