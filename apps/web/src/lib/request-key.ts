/**
 * A new Idempotency-Key: one per create the shopper means to make, sent again unchanged with any
 * retry of that create, so the server makes it once (decision 094).
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the shop opened over plain http on a LAN has none.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
