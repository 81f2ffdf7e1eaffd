import pg from 'pg';

/**
 * Which version of a part of the database this process has seen, by its announcements on a
 * channel, whichever process made the change: `search_dictionary` (search_terms, migration 0026),
 * `catalog_items` (what a search finds, migration 0042) and `accounts` (a session ended or a user
 * changed, with the user's id, migration 0048). `version()` is null while the announcements are
 * not being heard (not yet connected, or the connection was lost): nothing may be kept then.
 * Connects on first use, on a connection of its own.
 */
export interface AnnouncementWatch {
  version(): number | null;
  close(): Promise<void>;
}

const RETRY_MS = { first: 1_000, max: 30_000 };

export type AnnouncementChannel = 'search_dictionary' | 'catalog_items' | 'accounts';

export type AnnouncementListeners = {
  /** Each announcement's payload, as it is heard. */
  announced?: (payload: string) => void;
  /** Announcements may have been missed (heard again after not being heard): drop what was kept. */
  missed?: () => void;
};

export function watchAnnouncements(
  connectionString: string,
  channel: AnnouncementChannel,
  log: (message: string, err?: unknown) => void = () => undefined,
  listeners: AnnouncementListeners = {},
): AnnouncementWatch {
  // Moves on with each announcement; what was kept is good while it stays the same.
  let counter = 0;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retry: NodeJS.Timeout | null = null;

  function lost(err?: unknown) {
    client = null;
    if (closed || retry) return;
    if (err) log(`${channel} announcements lost; reconnecting`, err);
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  }

  function connect() {
    if (closed || client || connecting) return;
    connecting = listen().finally(() => {
      connecting = null;
    });
  }

  async function listen() {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      counter += 1;
      listeners.announced?.(message.payload ?? '');
    });
    next.on('error', (err) => {
      if (client === next) lost(err);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      // What was kept before may have missed announcements: start from a version never used.
      counter += 1;
      listeners.missed?.();
      client = next;
      retryMs = RETRY_MS.first;
    } catch (err) {
      await next.end().catch(() => undefined);
      lost(err);
    }
  }

  return {
    version() {
      if (!client && !retry) connect();
      return client ? counter : null;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      // A connection being opened ends itself on seeing `closed`; wait for it like the open one.
      await connecting;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
