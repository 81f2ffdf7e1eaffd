import { PAGE_SIZE, type Comment } from '@shop/contract';
import type { Db } from '../../db/client';
import { lockUserTarget } from '../../db/locks';
import { assertCan, can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { MediaUrl } from '../media/media.service';
import type { CommentRow, ReviewsRepository, ReviewTarget } from './reviews.repository';

function toComment(row: CommentRow, viewer: Actor, mediaUrl: MediaUrl): Comment {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_avatar: mediaUrl(row.user_avatar),
    content: row.content,
    rating: row.rating,
    likes: row.likes,
    liked_by_me: row.liked_by_me,
    can_delete: can(viewer, 'delete', { type: 'comment', authorId: row.user_id }),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * How long after a review the same author's same text and rating on the same item or outfit is
 * that review sent again (a double click, a request retried on a slow line), not a new one.
 */
const REVIEW_REPEAT_WINDOW_MS = 10 * 60_000;

/** Answers 404 when the reviewed item or outfit does not exist (or is not visible to the viewer). */
export type TargetCheck = (id: number, viewer: Actor) => Promise<void>;

/**
 * Reviews of items and outfits: anyone reads; signed-in users write and like (a like is a toggle);
 * only the author or an admin deletes. Every call first checks that the reviewed thing exists.
 */
export function createReviewsService({
  db,
  repo,
  targets,
  mediaUrl,
}: {
  db: Db;
  repo: ReviewsRepository;
  targets: Partial<Record<ReviewTarget, TargetCheck>>;
  mediaUrl: MediaUrl;
}) {
  async function requireTarget(target: ReviewTarget, targetId: number, viewer: Actor) {
    const check = targets[target];
    if (!check) throw notFound('Review target');
    await check(targetId, viewer);
  }

  async function requireComment(target: ReviewTarget, targetId: number, commentId: number) {
    const comment = await repo.find(target, targetId, commentId, db);
    if (!comment) throw notFound('Comment');
    return comment;
  }

  return {
    /** One page of reviews (20), newest first. */
    async list(target: ReviewTarget, targetId: number, viewer: Actor, page = 1) {
      // Read while the target is checked (one wait instead of two); unseen, the page is dropped.
      const which = { page, size: PAGE_SIZE };
      const [, rows] = await Promise.all([
        requireTarget(target, targetId, viewer),
        repo.list(target, targetId, viewer?.id ?? null, which, db),
      ]);
      return rows.map((row) => toComment(row, viewer, mediaUrl));
    },

    async create(
      target: ReviewTarget,
      targetId: number,
      author: NonNullable<Actor>,
      input: { content: string; rating?: number | null },
    ) {
      await requireTarget(target, targetId, author);
      const rating = input.rating ?? null;
      const content = input.content.trim();
      const id = await db.transaction(async (tx) => {
        // Serialised per author and target, so a review sent twice at once is seen as a repeat
        // and answered with the first; and one rating per user and item or outfit: a new rating
        // replaces the author's earlier one (those reviews stay, without a rating).
        await lockUserTarget(tx, `review-${target}`, author.id, targetId);
        const since = new Date(Date.now() - REVIEW_REPEAT_WINDOW_MS);
        const repeat = await repo.findRepeat(
          target,
          targetId,
          author.id,
          { content, rating, since },
          tx,
        );
        if (repeat !== undefined) return repeat;
        if (rating !== null) await repo.clearRatings(target, targetId, author.id, tx);
        return repo.insert(target, targetId, author.id, content, rating, tx);
      });
      const [created] = await repo.list(target, targetId, author.id, { onlyId: id }, db);
      return toComment(created!, author, mediaUrl);
    },

    /** Sets (true), clears (false) or flips ('toggle') the viewer's like of a review. */
    async setLike(
      target: ReviewTarget,
      targetId: number,
      commentId: number,
      viewer: NonNullable<Actor>,
      wanted: boolean | 'toggle',
    ) {
      await requireTarget(target, targetId, viewer);
      await requireComment(target, targetId, commentId);
      // Changes by one user to one comment are serialised, so parallel toggles each see the last.
      const { liked, likes } = await db.transaction(async (tx) => {
        await lockUserTarget(tx, `like-${target}`, viewer.id, commentId);
        const on =
          wanted === 'toggle' ? !(await repo.isLiked(target, commentId, viewer.id, tx)) : wanted;
        if (on) await repo.addLike(target, commentId, viewer.id, tx);
        else await repo.removeLike(target, commentId, viewer.id, tx);
        return { liked: on, likes: await repo.likeCount(target, commentId, tx) };
      });
      return { comment_id: commentId, liked, likes };
    },

    async delete(
      target: ReviewTarget,
      targetId: number,
      commentId: number,
      viewer: NonNullable<Actor>,
    ) {
      await requireTarget(target, targetId, viewer);
      const comment = await requireComment(target, targetId, commentId);
      assertCan(
        viewer,
        'delete',
        { type: 'comment', authorId: comment.userId },
        'Only the author or an admin may delete this review',
      );
      await repo.delete(target, commentId, db);
    },
  };
}
