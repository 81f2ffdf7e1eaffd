/**
 * A kept answer lives at least this many times as long as its computation took, so that refreshing
 * it takes at most a twentieth of a core (5 %) however large the catalogue grows (decision 108).
 */
export const KEPT_PER_COMPUTED = 20;

/**
 * Answers computed at most once per `maxAgeMs` per key and kept for `maxKeys` keys, the least
 * recently asked dropped first. Once a key has an answer, an older one is still returned while a
 * single refresh runs in the background: only a key's first request waits. An answer that took
 * long to compute is kept longer (KEPT_PER_COMPUTED). With `maxAgeMs` 0 every request computes
 * (requests for a key in flight share one computation).
 */
export function createKeptAnswers<T>({ maxAgeMs, maxKeys }: { maxAgeMs: number; maxKeys: number }) {
  const kept = new Map<string, { value: T; at: number; tookMs: number }>();
  const running = new Map<string, Promise<T>>();

  function refresh(key: string, compute: () => Promise<T>): Promise<T> {
    let pending = running.get(key);
    if (!pending) {
      const started = Date.now();
      pending = compute()
        .then((value) => {
          if (maxAgeMs > 0) {
            kept.delete(key);
            kept.set(key, { value, at: Date.now(), tookMs: Date.now() - started });
            // A Map iterates in insertion order: its first key is the least recently asked.
            for (const oldest of kept.keys()) {
              if (kept.size <= maxKeys) break;
              kept.delete(oldest);
            }
          }
          return value;
        })
        .finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  }

  return async function answer(key: string, compute: () => Promise<T>): Promise<T> {
    const found = kept.get(key);
    if (!found || maxAgeMs === 0) return refresh(key, compute);
    kept.delete(key);
    kept.set(key, found);
    const age = Math.max(maxAgeMs, found.tookMs * KEPT_PER_COMPUTED);
    if (Date.now() - found.at > age) refresh(key, compute).catch(() => undefined);
    return found.value;
  };
}
