/**
 * One Idempotency-Key per checkout attempt. The key is kept while the order sent stays the same
 * (a retry after a network failure, a double click, a reload of the page in the middle), so the
 * server answers the order it may already have made instead of making a second one; a changed
 * order (another address, the cart refreshed after a refusal) is a new attempt with a new key,
 * since the server refuses a known key with another body. Kept in sessionStorage: per tab, gone
 * with the tab.
 */

const STORAGE_KEY = 'checkout_attempt';

interface Attempt {
  key: string;
  /** A fingerprint of the body, not the body: the address and phone stay out of storage. */
  body: string;
}

/** cyrb53: a fast 53-bit string hash; collisions between two checkouts of one tab do not occur. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function read(): Attempt | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Attempt>;
    return typeof value.key === 'string' && typeof value.body === 'string'
      ? { key: value.key, body: value.body }
      : null;
  } catch {
    return null;
  }
}

function write(attempt: Attempt | null) {
  try {
    if (attempt) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the key lives only as long as this call
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key for sending `body`: the last attempt's key when the body is the same, else a new one. */
export function idempotencyKeyFor(body: unknown): string {
  const serialised = fingerprint(JSON.stringify(body));
  const last = read();
  if (last && last.body === serialised) return last.key;
  const attempt = { key: newKey(), body: serialised };
  write(attempt);
  return attempt.key;
}

/** The order is placed: the next checkout is a new attempt. */
export function forgetCheckoutAttempt() {
  write(null);
}
