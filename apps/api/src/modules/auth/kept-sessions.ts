import type { AnnouncementWatch } from '../../lib/announcements-watch';

/**
 * Signed-in requests' sessions with their users, kept by session id so that a shopper's request
 * does not ask the database who is asking (decision 107). Good only while the `accounts`
 * announcements are heard: an account's entries are dropped when it announces a change (a session
 * ended, the user changed), everything when announcements may have been missed, and an entry is
 * read again after `maxAgeMs` whatever was heard. With `maxAgeMs` 0 nothing is kept.
 */
export type KeptSessions<Found> = {
  find(
    userId: number,
    sessionId: string,
    read: () => Promise<Found | undefined>,
  ): Promise<Found | undefined>;
  /** The account announced a change (or this process changed it): its sessions are read again. */
  dropUser(userId: number): void;
  dropAll(): void;
};

const MAX_ENTRIES = 20_000;

export function createKeptSessions<Found>({
  watch,
  maxAgeMs,
}: {
  /** The `accounts` announcements; without them nothing is kept. */
  watch: () => AnnouncementWatch | undefined;
  maxAgeMs: number;
}): KeptSessions<Found> {
  const kept = new Map<string, { userId: number; found: Found; at: number }>();

  return {
    async find(userId, sessionId, read) {
      const heard = maxAgeMs > 0 ? (watch()?.version() ?? null) : null;
      const entry = kept.get(sessionId);
      if (heard !== null && entry?.userId === userId && Date.now() - entry.at < maxAgeMs)
        return entry.found;
      const found = await read();
      // Kept only if nothing was announced while it was read: an announcement heard meanwhile may
      // be about this very row, read before the change committed.
      if (found && heard !== null && watch()?.version() === heard) {
        kept.delete(sessionId);
        kept.set(sessionId, { userId, found, at: Date.now() });
        // A Map iterates in insertion order: its first key is the one kept longest.
        for (const oldest of kept.keys()) {
          if (kept.size <= MAX_ENTRIES) break;
          kept.delete(oldest);
        }
      }
      return found;
    },
    dropUser(userId) {
      for (const [sessionId, entry] of kept) if (entry.userId === userId) kept.delete(sessionId);
    },
    dropAll: () => kept.clear(),
  };
}
