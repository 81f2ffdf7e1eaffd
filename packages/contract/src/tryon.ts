import { z } from 'zod';
import { rowIdParamSchema } from './ids';
import { categorySchema } from './catalog';
import { multiLineText, singleLineText } from './text';

/**
 * POST /api/outfits/virtual-tryon. The server reads only each item's id (and looks the item up
 * itself), or the id of one of the caller's own wardrobe pieces (`wardrobe_item_id`: its cut-out
 * is the garment), and the photo address, which must be one of the caller's own uploaded photos.
 */
export const virtualTryonRequestSchema = z.object({
  human_image_url: singleLineText().min(1, 'Upload a photo first').max(2048),
  outfit_items: z
    .array(
      z.union([
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
        /** One of the caller's own wardrobe pieces: its picture is the garment. */
        z.object({ wardrobe_item_id: rowIdParamSchema }).strict(),
      ]),
    )
    .min(1, 'Choose at least one item')
    .max(50),
  /** `figure` asks for the outfit on the shopper's figure even where the photo could be dressed. */
  rendering: z.literal('figure').optional(),
});
export type VirtualTryonRequest = z.input<typeof virtualTryonRequestSchema>;

export const TRYON_STATES = ['pending', 'running', 'done', 'error'] as const;
export type TryonState = (typeof TRYON_STATES)[number];

/**
 * What a try-on picture is, never mixed up: `hosted_photo` (a hosted generative model's
 * photograph, «Фотопримерка»), `photo_sketch` (the shop's own fitting drawn on the photo, only
 * where its gates say it is credible, «Эскиз на фото») or `figure` (the outfit on a mannequin of
 * the shopper's own proportions and tones measured from the photo, «Ваша фигура»).
 */
export const TRYON_RENDERINGS = ['hosted_photo', 'photo_sketch', 'figure'] as const;
export type TryonRendering = (typeof TRYON_RENDERINGS)[number];

/**
 * Why an outfit is shown on the figure rather than on the photo: the shopper asked; a garment
 * would reach over the face or hair; clothes worn on the photo would show beside or under the new
 * ones (`dress_under_trousers` a dress or skirt beside trouser legs); the pose (seated, bent, in
 * motion) leaves a garment no true shape; no foot is seen for the shoes; the photo ends above the
 * knees, so a dress's or a skirt's length cannot be shown; a garment would stand far outside the
 * body's outline; none of the chosen garments is seen on the photo.
 */
export const FIGURE_REASONS = [
  'asked',
  'unseen',
  'covers_face',
  'old_clothes_show',
  'dress_under_trousers',
  'pose',
  'feet_unseen',
  'length_unseen',
  'outside_body',
] as const;
export type FigureReason = (typeof FIGURE_REASONS)[number];

const plain = <C extends string>(code: C) => z.object({ code: z.literal(code) });

/**
 * What a try-on says, as a code and its parameters: the web words it in the shopper's language.
 * `ready`/`in_progress`/`failed` are the job's state; `figure` why the outfit is on the figure;
 * `slots_unseen` which slots the photo could not show and which it dressed; `pictures_missing` the
 * slots whose garment's picture is not in the shop's store (tried on without them); `hosted_*` why a
 * hosted provider gave no picture (`hosted_refused` with the service's own reason, untranslated).
 */
export const tryonMessageSchema = z.discriminatedUnion('code', [
  plain('ready'),
  plain('in_progress'),
  plain('failed'),
  plain('no_pictures'),
  plain('no_person'),
  z.object({ code: z.literal('figure'), reason: z.enum(FIGURE_REASONS) }),
  z.object({
    code: z.literal('slots_unseen'),
    unseen: z.array(categorySchema),
    fitted: z.array(categorySchema),
  }),
  z.object({ code: z.literal('pictures_missing'), slots: z.array(categorySchema) }),
  plain('several_people'),
  plain('several_people_figure'),
  plain('hosted_unreachable'),
  plain('hosted_garbled'),
  plain('hosted_timeout'),
  plain('hosted_foreign_result'),
  plain('hosted_download'),
  plain('hosted_too_large'),
  plain('hosted_cancelled'),
  plain('hosted_only_top_and_bottom'),
  z.object({ code: z.literal('hosted_refused'), detail: z.string().nullable() }),
  z.object({ code: z.literal('hosted_http_error'), status: z.number().int() }),
]);
export type TryonMessage = z.infer<typeof tryonMessageSchema>;
export type TryonMessageCode = TryonMessage['code'];

/**
 * A try-on's answer: `success` only with a new picture made from the photo and the items; a
 * failure is `success: false` with why in `messages`. A slow provider answers 202 with `job_id`
 * and `state` to poll at GET /api/outfits/virtual-tryon/{job_id}. `rendering` says what the
 * picture is (or will be), `figure_reason` why a figure was drawn instead of the photo (null
 * otherwise).
 */
export const virtualTryonResponseSchema = z.object({
  success: z.boolean(),
  result_image_url: z.string().nullable(),
  /** The state first, then what the picture could not show or why the figure; never empty. */
  messages: z.array(tryonMessageSchema).min(1),
  job_id: z.string(),
  state: z.enum(TRYON_STATES),
  progress: z.number().int().min(0).max(100),
  rendering: z.enum(TRYON_RENDERINGS),
  figure_reason: z.enum(FIGURE_REASONS).nullable(),
});
export type VirtualTryonResponse = z.infer<typeof virtualTryonResponseSchema>;

export const tryonJobParamsSchema = z.object({ id: z.uuid() });
