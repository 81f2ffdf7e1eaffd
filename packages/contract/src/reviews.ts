import { z } from 'zod';
import { rowIdParamSchema } from './ids';
import { RATING_MAX, RATING_MIN } from './constants';
import { multiLineText } from './text';

export const COMMENT_MAX_LENGTH = 2000;

/** A review on an item or an outfit: same shape for both. */
export const commentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The author's name; null when they set none (the app says «Покупатель» in its language). */
  user_name: z.string().nullable(),
  user_avatar: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
  likes: z.number().int(),
  /** Whether the signed-in viewer liked it; false for guests. */
  liked_by_me: z.boolean(),
  /** The viewer is the author or an admin. */
  can_delete: z.boolean(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListResponseSchema = z.array(commentSchema);

export const createCommentBodySchema = z.object({
  content: multiLineText().min(1, 'The review text must not be blank').max(COMMENT_MAX_LENGTH),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

export const commentParamsSchema = z.object({
  id: rowIdParamSchema,
  commentId: rowIdParamSchema,
});

export const commentLikeResponseSchema = z.object({
  comment_id: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});
export type CommentLikeResponse = z.infer<typeof commentLikeResponseSchema>;
