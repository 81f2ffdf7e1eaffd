import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { engagementEvents } from '../../db/schema';

export type EngagementKind = (typeof engagementEvents.$inferInsert)['kind'];
/** Who looked: a signed-in user, or a guest known only by their address. */
export type Viewer = { userId: number | null; address: string | null };

/** The key an event is counted once a day under; a guest's address is kept only as a hash. */
export function viewerKey({ userId, address }: Viewer) {
  if (userId !== null) return { userId, key: `user:${userId}` };
  const hash = createHash('sha256')
    .update(`vesta-viewer:${address ?? 'unknown'}`)
    .digest('base64url');
  return { userId: null, key: `guest:${hash.slice(0, 22)}` };
}

/**
 * An event of `kind` for each `item_id` that `from` gives (e.g. a CTE of the writing statement,
 * so the event is kept only with what it counts), once per viewer, item and kind a day.
 */
export const engagementEventsFrom = (kind: EngagementKind, viewer: Viewer, from: SQL) => {
  const { userId, key } = viewerKey(viewer);
  return sql`
    insert into engagement_events (kind, item_id, user_id, viewer)
    select ${kind}, item_id, ${userId}::int, ${key} ${from}
    on conflict do nothing`;
};
