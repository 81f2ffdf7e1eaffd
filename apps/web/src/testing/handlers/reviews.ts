import {
  PAGE_SIZE,
  type Comment,
  type CommentLikeResponse,
  type CreateCommentBody,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** An item id, or the item or outfit the reviews are about. */
type Target = number | { kind: 'item' | 'outfit'; id: number };

function commentsPath(target: Target): string {
  const { kind, id } = typeof target === 'number' ? { kind: 'item', id: target } : target;
  return `*/api/${kind === 'item' ? 'items' : 'outfits'}/${id}/comments`;
}

/** Reviews on items and outfits. */
export const reviewsMocks = {
  /** GET the reviews, 20 a page (PAGE_SIZE) like the API. */
  comments: (target: Target, comments: Comment[]) =>
    http.get(commentsPath(target), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json<Comment[]>(comments.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }),

  /** POST a review: `respond` gets the body and answers the created comment. */
  createComment: (target: Target, respond: (body: CreateCommentBody) => Comment) =>
    http.post(commentsPath(target), async ({ request }) =>
      HttpResponse.json<Comment>(respond((await request.json()) as CreateCommentBody), {
        status: 201,
      }),
    ),

  /** PUT (like) or DELETE (unlike), whichever `response.liked` says. */
  likeComment: (target: Target, response: CommentLikeResponse) =>
    http[response.liked ? 'put' : 'delete'](
      `${commentsPath(target)}/${response.comment_id}/like`,
      () => HttpResponse.json<CommentLikeResponse>(response),
    ),

  deleteComment: (target: Target, commentId: number, onDelete?: () => void) =>
    http.delete(`${commentsPath(target)}/${commentId}`, () => {
      onDelete?.();
      return new HttpResponse(null, { status: 204 });
    }),
};
