import type { ErrorCode, ErrorEnvelope } from '@shop/contract';

/** The one error type services throw; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: ErrorEnvelope['details'],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('UNAUTHORIZED', 401, message);
