import type { Comment, CommentLikeResponse, CreateCommentBody } from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** Reviews on items. */
export const reviewsMocks = {
  comments: (itemId: number, comments: Comment[]) =>
    http.get(`*/api/items/${itemId}/comments`, () => HttpResponse.json<Comment[]>(comments)),

  /** POST a review: `respond` gets the body and answers the created comment. */
  createComment: (itemId: number, respond: (body: CreateCommentBody) => Comment) =>
    http.post(`*/api/items/${itemId}/comments`, async ({ request }) =>
      HttpResponse.json<Comment>(respond((await request.json()) as CreateCommentBody), {
        status: 201,
      }),
    ),

  likeComment: (itemId: number, response: CommentLikeResponse) =>
    http.post(`*/api/items/${itemId}/comments/${response.comment_id}/like`, () =>
      HttpResponse.json<CommentLikeResponse>(response),
    ),

  deleteComment: (itemId: number, commentId: number, onDelete?: () => void) =>
    http.delete(`*/api/items/${itemId}/comments/${commentId}`, () => {
      onDelete?.();
      return new HttpResponse(null, { status: 204 });
    }),
};
