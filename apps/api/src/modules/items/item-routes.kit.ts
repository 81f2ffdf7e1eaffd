import {
  errorEnvelopeSchema,
  imageLinkSchema,
  type FieldError,
  type itemUpdateSchema,
  type variantWriteSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { MAX_FILES_PER_FORM } from '../../plugins/multipart';
import type { ItemInput, VariantInput } from './items.service';

/** A schema's refusal as the contract's envelope, with one entry per field. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
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

export const toItemInput = (body: z.output<typeof itemUpdateSchema>): Partial<ItemInput> => {
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
export const toVariantInput = (v: z.output<typeof variantWriteSchema>): VariantInput => ({
  id: v.id,
  sku: v.sku,
  size: v.size ?? null,
  brandSize: v.brand_size ?? null,
  color: v.color ?? null,
  stock: v.stock,
  price: v.price == null ? null : v.price.toFixed(2),
});

/** Pictures of a multipart form: files in `images`, links in `image_urls` (repeated). */
export async function picturesOf(request: FastifyRequest) {
  const form = await request.multipartForm({ fileField: 'images', maxFiles: MAX_FILES_PER_FORM });
  const links = (form.lists.image_urls ?? []).map((l) => l.trim()).filter(Boolean);
  links.forEach((link, i) => parsed(imageLinkSchema, link, `image_urls.${i}`));
  if (form.files.length + links.length > MAX_FILES_PER_FORM)
    throw new AppError('VALIDATION_FAILED', 400, `At most ${MAX_FILES_PER_FORM} pictures at once`);
  return { form, links };
}

/** What every route of the catalogue's write side shares: the panel roles, the tag, the refusals. */
export function itemRouteKit(app: FastifyInstance) {
  return {
    onRequest: app.requireRole('panel'),
    schema: { tags: ['items (admin)'], security: [{ bearer: [] }] },
    refused: {
      400: errorEnvelopeSchema,
      401: errorEnvelopeSchema,
      403: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
      409: errorEnvelopeSchema,
      413: errorEnvelopeSchema,
      415: errorEnvelopeSchema,
    },
    warn: (request: FastifyRequest) => (message: string, err: unknown) =>
      request.log.warn({ err }, message),
  };
}
