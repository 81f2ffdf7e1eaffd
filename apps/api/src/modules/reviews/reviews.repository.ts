import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicNameOf } from '../../db/display-name.sql';
import { lockUserTarget } from '../../db/locks';
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
export function createReviewsRepository(db: Db) {
  return {
    async list(
      target: ReviewTarget,
      targetId: number,
      viewerId: number | null,
      /** One page of reviews, or only one review (to answer a creation). */
      which: { page: number; size: number } | { onlyId: number },
    ): Promise<CommentRow[]> {
      const t = TABLES[target];
      const result = await db.execute<CommentRow>(sql`
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

    async find(target: ReviewTarget, targetId: number, commentId: number) {
      const t = TABLES[target];
      const [row] = await db
        .select({ id: t.comments.id, userId: t.comments.userId })
        .from(t.comments)
        .where(and(eq(t.comments.id, commentId), eq(t.targetColumn, targetId)));
      return row;
    },

    async insert(
      target: ReviewTarget,
      targetId: number,
      userId: number,
      content: string,
      rating: number | null,
    ) {
      const t = TABLES[target];
      const values =
        target === 'item'
          ? { itemId: targetId, userId, content, rating }
          : { outfitId: targetId, userId, content, rating };
      return db.transaction(async (tx) => {
        // One rating per user and item or outfit: a new rating replaces the author's earlier one
        // (those reviews stay, without a rating). Serialised per author and target.
        if (rating !== null) {
          await lockUserTarget(tx, `review-${target}`, userId, targetId);
          await tx
            .update(t.comments)
            .set({ rating: null })
            .where(and(eq(t.comments.userId, userId), eq(t.targetColumn, targetId)));
        }
        const [row] = await tx
          .insert(t.comments)
          .values(values as never)
          .returning({ id: t.comments.id });
        return row!.id;
      });
    },

    /**
     * Sets, clears or flips the viewer's like and answers the new state with the new count.
     * Changes by one user to one comment are serialised.
     */
    async setLike(
      target: ReviewTarget,
      commentId: number,
      userId: number,
      wanted: boolean | 'toggle',
    ) {
      const t = TABLES[target];
      return db.transaction(async (tx) => {
        await lockUserTarget(tx, `like-${target}`, userId, commentId);
        const where = and(eq(t.likes.commentId, commentId), eq(t.likes.userId, userId));
        const liked =
          wanted === 'toggle'
            ? (await tx.select({ id: t.likes.commentId }).from(t.likes).where(where)).length === 0
            : wanted;
        if (liked) await tx.insert(t.likes).values({ commentId, userId }).onConflictDoNothing();
        else await tx.delete(t.likes).where(where);
        const [count] = await tx
          .select({ likes: sql<number>`count(*)::int` })
          .from(t.likes)
          .where(eq(t.likes.commentId, commentId));
        return { liked, likes: count?.likes ?? 0 };
      });
    },

    async delete(target: ReviewTarget, commentId: number) {
      const t = TABLES[target];
      await db.delete(t.comments).where(eq(t.comments.id, commentId));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
