import { createHmac, timingSafeEqual } from 'node:crypto';

/** A key of its own for each kind of link, so a signature made for one never opens another. */
export function linkSigningKey(secret: Uint8Array | string, purpose: string): Uint8Array {
  return createHmac('sha256', secret).update(purpose).digest();
}

/**
 * Short-lived addresses for things a plain link must open without a bearer token (an `<img>`, a
 * download): the subject and its expiry, signed with HMAC-SHA256. Every API process that shares
 * the secret accepts the others' links.
 */
export function createLinkSigner(key: Uint8Array) {
  const mac = (subject: string, expires: string) =>
    createHmac('sha256', key).update(`${subject}\n${expires}`).digest('base64url');
  return {
    sign(subject: string, ttlSeconds: number, now = Date.now()) {
      const expires = String(Math.floor(now / 1000) + ttlSeconds);
      return { expires, signature: mac(subject, expires) };
    },
    /** True when the signature is this subject's and has not expired. */
    verify(subject: string, expires: string, signature: string, now = Date.now()): boolean {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
      const expected = Buffer.from(mac(subject, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
