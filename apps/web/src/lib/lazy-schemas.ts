/**
 * The few contract schemas that code in the main chunk needs only after a request: loaded with
 * `import('@/lib/lazy-schemas')` on first use, so zod and the schemas never weigh on the landing
 * (its JavaScript is kept small). Pages that call the API import their own schemas, so by the time
 * this is asked for, the chunk is usually loaded already.
 */
export { errorEnvelopeSchema, tokenPairSchema, userSchema } from '@shop/contract';
