import { z } from 'zod';
import { pageOf } from './paging';
import { rowIdParamSchema } from './ids';
import { singleLineText } from './text';

/* The email outbox (admins): every email the shop sent or keeps. */

export const EMAIL_STATES = ['pending', 'sent', 'failed', 'kept'] as const;
/** pending: waiting to be sent (or retried); sent; failed: gave up after retries; kept: no SMTP. */
export const emailStateSchema = z.enum(EMAIL_STATES);
export type EmailState = z.infer<typeof emailStateSchema>;

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  state: emailStateSchema,
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxPageSchema = pageOf(outboxEmailSchema).extend({
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** Whether SMTP is configured (otherwise every email is kept here). */
  smtp_configured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  state: emailStateSchema.optional(),
  /** Part of the recipient's address or the subject. */
  q: singleLineText().max(200).optional(),
  order_id: rowIdParamSchema.optional(),
});
