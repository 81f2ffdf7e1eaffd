import { queryKeys } from '@/api/query-keys';

/**
 * What a review is about: an item or an outfit. Both have the same reviews (text, optional rating
 * 1–5, likes, delete by the author or an admin) under their own paths.
 */
export interface ReviewTarget {
  kind: 'item' | 'outfit';
  id: number;
}

/** /api/items/{id}/comments or /api/outfits/{id}/comments. */
export function commentsPath({ kind, id }: ReviewTarget): string {
  return `/api/${kind === 'item' ? 'items' : 'outfits'}/${id}/comments`;
}

export function commentsKey({ kind, id }: ReviewTarget) {
  return kind === 'item' ? queryKeys.comments.item(id) : queryKeys.comments.outfit(id);
}
