import type { Comment } from '@shop/contract';
import { forbidden, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import type { CommentRow, ReviewsRepository, ReviewTarget } from './reviews.repository';

type Viewer = Pick<UserRow, 'id' | 'isAdmin'> | null;

function toComment(row: CommentRow, viewer: Viewer): Comment {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_avatar: row.user_avatar,
    content: row.content,
    rating: row.rating,
    likes: row.likes,
    liked_by_me: row.liked_by_me,
    can_delete: viewer !== null && (viewer.isAdmin || viewer.id === row.user_id),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * Reviews (000 §5–6, 001 §6): anyone reads; signed-in users write and like (a like is a toggle);
 * only the author or an admin deletes. `requireTarget` answers 404 for a missing item or outfit.
 */
export function createReviewsService(repo: ReviewsRepository) {
  async function requireComment(target: ReviewTarget, targetId: number, commentId: number) {
    const comment = await repo.find(target, targetId, commentId);
    if (!comment) throw notFound('Comment');
    return comment;
  }

  return {
    async list(target: ReviewTarget, targetId: number, viewer: Viewer) {
      return (await repo.list(target, targetId, viewer?.id ?? null)).map((row) =>
        toComment(row, viewer),
      );
    },

    async create(
      target: ReviewTarget,
      targetId: number,
      author: NonNullable<Viewer>,
      input: { content: string; rating?: number | null },
    ) {
      const id = await repo.insert(
        target,
        targetId,
        author.id,
        input.content.trim(),
        input.rating ?? null,
      );
      const [created] = await repo.list(target, targetId, author.id, id);
      return toComment(created!, author);
    },

    async toggleLike(target: ReviewTarget, targetId: number, commentId: number, userId: number) {
      await requireComment(target, targetId, commentId);
      const { liked, likes } = await repo.toggleLike(target, commentId, userId);
      return { comment_id: commentId, liked, likes };
    },

    async delete(
      target: ReviewTarget,
      targetId: number,
      commentId: number,
      viewer: NonNullable<Viewer>,
    ) {
      const comment = await requireComment(target, targetId, commentId);
      if (comment.userId !== viewer.id && !viewer.isAdmin)
        throw forbidden('Only the author or an admin may delete this review');
      await repo.delete(target, commentId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
