import type { ErrorCode, ErrorDetailsOf, ErrorEnvelope } from '@shop/contract';

class CodedError extends Error {
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

/**
 * The one error type services throw; the error handler turns it into the contract's envelope.
 * Its details are typed by its code when it is made: a reason goes out only with the code it
 * belongs to, and with what the web's words for it need (`ErrorDetailsOf`). Caught, it reads as
 * any code with any details, so `instanceof` narrows to one plain type.
 */
export const AppError: new <C extends ErrorCode>(
  code: C,
  status: number,
  message: string,
  details?: ErrorDetailsOf<C>,
) => CodedError = CodedError;
export type AppError = CodedError;

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError('UNAUTHORIZED', 401, message);
