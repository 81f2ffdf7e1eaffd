import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publicNameOf } from '../../db/display-name.sql';
import {
  itemCommentLikes,
  itemComments,
  outfitCommentLikes,
  outfitComments,
} from '../../db/schema';

export type ReviewTarget = 'item' | 'outfit';

const TABLES = {
  item: {
    comments: itemComments,
    likes: itemCommentLikes,
    targetColumn: itemComments.itemId,
    sqlName: sql`item_comments`,
    sqlLikes: sql`item_comment_likes`,
    sqlTarget: sql`item_id`,
  },
  outfit: {
    comments: outfitComments,
    likes: outfitCommentLikes,
    targetColumn: outfitComments.outfitId,
    sqlName: sql`outfit_comments`,
    sqlLikes: sql`outfit_comment_likes`,
    sqlTarget: sql`outfit_id`,
  },
} as const;

export type CommentRow = {
  id: number;
  user_id: number;
  user_name: string | null;
  /** The author's avatar as stored (a key or an outside address). */
  user_avatar: string | null;
  content: string;
  rating: number | null;
  likes: number;
  liked_by_me: boolean;
  created_at: Date;
};

/** Reviews of items and outfits share one shape; only the tables differ. */
export function createReviewsRepository() {
  return {
    async list(
      target: ReviewTarget,
      targetId: number,
      viewerId: number | null,
      /** One page of reviews, or only one review (to answer a creation). */
      which: { page: number; size: number } | { onlyId: number },
      ex: DbOrTx,
    ): Promise<CommentRow[]> {
      const t = TABLES[target];
      const result = await ex.execute<CommentRow>(sql`
        select c.id, c.user_id,
          ${publicNameOf} as user_name,
          u.avatar as user_avatar, c.content, c.rating,
          (select count(*)::int from ${t.sqlLikes} l where l.comment_id = c.id) as likes,
          ${viewerId === null ? sql`false` : sql`exists (select 1 from ${t.sqlLikes} l where l.comment_id = c.id and l.user_id = ${viewerId})`} as liked_by_me,
          c.created_at
        from ${t.sqlName} c join users u on u.id = c.user_id
        where c.${t.sqlTarget} = ${targetId}${'onlyId' in which ? sql` and c.id = ${which.onlyId}` : sql``}
        order by c.created_at desc, c.id desc
        ${'page' in which ? sql`limit ${which.size} offset ${(which.page - 1) * which.size}` : sql``}`);
      return result.rows;
    },

    async find(target: ReviewTarget, targetId: number, commentId: number, ex: DbOrTx) {
      const t = TABLES[target];
      const [row] = await ex
        .select({ id: t.comments.id, userId: t.comments.userId })
        .from(t.comments)
        .where(and(eq(t.comments.id, commentId), eq(t.targetColumn, targetId)));
      return row;
    },

    /** The author's earlier reviews of the target keep their text and lose their rating. */
    async clearRatings(target: ReviewTarget, targetId: number, userId: number, ex: DbOrTx) {
      const t = TABLES[target];
      await ex
        .update(t.comments)
        .set({ rating: null })
        .where(and(eq(t.comments.userId, userId), eq(t.targetColumn, targetId)));
    },

    /**
     * The author's latest review of the target when it was written after `since` with this very
     * text and rating: the same review sent again (a double click, a retried request).
     */
    async findRepeat(
      target: ReviewTarget,
      targetId: number,
      userId: number,
      review: { content: string; rating: number | null; since: Date },
      ex: DbOrTx,
    ): Promise<number | undefined> {
      const t = TABLES[target];
      const [latest] = await ex
        .select({ id: t.comments.id, content: t.comments.content, rating: t.comments.rating })
        .from(t.comments)
        .where(
          and(
            eq(t.comments.userId, userId),
            eq(t.targetColumn, targetId),
            gt(t.comments.createdAt, review.since),
          ),
        )
        .orderBy(desc(t.comments.createdAt), desc(t.comments.id))
        .limit(1);
      return latest && latest.content === review.content && latest.rating === review.rating
        ? latest.id
        : undefined;
    },

    async insert(
      target: ReviewTarget,
      targetId: number,
      userId: number,
      content: string,
      rating: number | null,
      ex: DbOrTx,
    ) {
      const t = TABLES[target];
      const values =
        target === 'item'
          ? { itemId: targetId, userId, content, rating }
          : { outfitId: targetId, userId, content, rating };
      const [row] = await ex
        .insert(t.comments)
        .values(values as never)
        .returning({ id: t.comments.id });
      return row!.id;
    },

    async isLiked(target: ReviewTarget, commentId: number, userId: number, ex: DbOrTx) {
      const t = TABLES[target];
      const rows = await ex
        .select({ id: t.likes.commentId })
        .from(t.likes)
        .where(and(eq(t.likes.commentId, commentId), eq(t.likes.userId, userId)));
      return rows.length > 0;
    },

    async addLike(target: ReviewTarget, commentId: number, userId: number, ex: DbOrTx) {
      await ex.insert(TABLES[target].likes).values({ commentId, userId }).onConflictDoNothing();
    },

    async removeLike(target: ReviewTarget, commentId: number, userId: number, ex: DbOrTx) {
      const t = TABLES[target];
      await ex
        .delete(t.likes)
        .where(and(eq(t.likes.commentId, commentId), eq(t.likes.userId, userId)));
    },

    async likeCount(target: ReviewTarget, commentId: number, ex: DbOrTx) {
      const t = TABLES[target];
      const [count] = await ex
        .select({ likes: sql<number>`count(*)::int` })
        .from(t.likes)
        .where(eq(t.likes.commentId, commentId));
      return count?.likes ?? 0;
    },

    async delete(target: ReviewTarget, commentId: number, ex: DbOrTx) {
      const t = TABLES[target];
      await ex.delete(t.comments).where(eq(t.comments.id, commentId));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
