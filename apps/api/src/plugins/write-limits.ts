import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { markWriteLimitHook } from './documented-errors';

/**
 * How much one account may write per window, per kind: enough for any shopper, too little to
 * flood the shop (40 one-star reviews in a second, gigabytes of uploads an hour). The frequent
 * small writes are counted ahead in blocks (`block`, see `Limit`): a heart or a cart line asks the
 * database for its count once in ten.
 */
export const WRITE_LIMITS = {
  review: { max: 10, windowSeconds: 600 },
  upload: { max: 30, windowSeconds: 3600 },
  tryon: { max: 30, windowSeconds: 3600 },
  favorite: { max: 300, windowSeconds: 600, block: 10 },
  like: { max: 300, windowSeconds: 600, block: 10 },
  cart: { max: 300, windowSeconds: 600, block: 10 },
  /** Wardrobe pieces marked, changed, deleted and worn (its photos count as uploads). */
  wardrobe: { max: 300, windowSeconds: 600, block: 10 },
  /** Placing, cancelling and paying orders: a repeated Idempotency-Key counts too. */
  order: { max: 60, windowSeconds: 600 },
  /** Promo codes tried at checkout: a shopper types a few, a script guessing codes is stopped. */
  promo: { max: 30, windowSeconds: 600 },
} as const;
export type WriteKind = keyof typeof WRITE_LIMITS;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook after `authenticate`: counts a write of this kind against the account (429 past the limit). */
    limitWrites: (kind: WriteKind) => Hook;
  }
}

export const writeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('limitWrites', (kind: WriteKind): Hook =>
      markWriteLimitHook(async (request) => {
        if (!request.auth) return;
        await app.services.rateLimits.consume({
          key: `write:${kind}:${request.auth.user.id}`,
          ...WRITE_LIMITS[kind],
        });
      }),
    );
  },
  { name: 'write-limits', dependencies: ['services', 'auth'] },
);
