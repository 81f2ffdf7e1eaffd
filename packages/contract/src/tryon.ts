import { z } from 'zod';
import { rowIdParamSchema } from './ids';
import { categorySchema } from './catalog';
import { multiLineText, singleLineText } from './text';

/**
 * POST /api/outfits/virtual-tryon. The server reads only each item's id (and looks the item up
 * itself) and the photo address, which must be one of the caller's own uploaded photos.
 */
export const virtualTryonRequestSchema = z.object({
  human_image_url: singleLineText().min(1, 'Upload a photo first').max(2048),
  outfit_items: z
    .array(
      z
        .object({
          id: rowIdParamSchema,
          name: singleLineText().optional(),
          image_url: singleLineText().nullish(),
          category: categorySchema.optional(),
          price: z.number().nullish(),
          brand: singleLineText().nullish(),
          color: singleLineText().nullish(),
          description: multiLineText().nullish(),
        })
        .passthrough(),
    )
    .min(1, 'Choose at least one item')
    .max(50),
});
export type VirtualTryonRequest = z.input<typeof virtualTryonRequestSchema>;

export const TRYON_STATES = ['pending', 'running', 'done', 'error'] as const;
export type TryonState = (typeof TRYON_STATES)[number];

/**
 * What a try-on picture is: a `sketch` (the shop's own compositing of product pictures on the
 * photo) or a `photo` (a hosted generative model's photographic result).
 */
export const TRYON_KINDS = ['sketch', 'photo'] as const;
export type TryonKind = (typeof TRYON_KINDS)[number];

/**
 * A try-on's answer: `success` only with a new picture made from the photo and the items; a
 * failure is `success: false` with a Russian message. A slow provider answers 202 with `job_id`
 * and `state` to poll at GET /api/outfits/virtual-tryon/{job_id}. `kind` says what the picture is (or will be).
 */
export const virtualTryonResponseSchema = z.object({
  success: z.boolean(),
  result_image_url: z.string().nullable(),
  message: z.string(),
  job_id: z.string(),
  state: z.enum(TRYON_STATES),
  progress: z.number().int().min(0).max(100),
  kind: z.enum(TRYON_KINDS),
});
export type VirtualTryonResponse = z.infer<typeof virtualTryonResponseSchema>;

export const tryonJobParamsSchema = z.object({ id: z.uuid() });
