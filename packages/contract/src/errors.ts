import { z } from 'zod';
import { refusedLineSchema } from './orders';

/**
 * Every error the API returns has this envelope. `code` is a closed union so the web app can map
 * each one to its Russian text (`satisfies Record<ErrorCode, string>`).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_EMAIL',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_LINK_INVALID',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'ACCOUNT_INACTIVE',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'PATH_TRAVERSAL',
  'NOT_FOUND',
  'RATE_LIMITED',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_CODE_MISSING',
  'GOOGLE_AUTH_FAILED',
  'OUT_OF_STOCK',
  'SKU_TAKEN',
  'PROTECTED_ACCOUNT',
  'INVALID_PHONE',
  'INVALID_BIRTH_DATE',
  'INVALID_AVATAR_URL',
  'INVALID_FILE_TYPE',
  'IMAGE_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'PRICE_CHANGED',
  'PICKUP_POINT_UNAVAILABLE',
  'ORDER_STATUS_CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'BACKUP_IN_PROGRESS',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z
    .object({
      fields: z.array(fieldErrorSchema).optional(),
      retry_after_seconds: z.number().int().nonnegative().optional(),
      /** The order lines a checkout refused (PRICE_CHANGED, OUT_OF_STOCK), each named. */
      lines: z.array(refusedLineSchema).optional(),
    })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
