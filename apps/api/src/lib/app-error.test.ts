import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

describe('AppError', () => {
  it('carries a reason of its own code, with what the words for it need', () => {
    const error = new AppError('ORDER_STATUS_CONFLICT', 409, 'The refund would exceed', {
      reason: 'refund_above_paid',
      status: 'delivered',
      refundable: 1500,
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error.details).toEqual({
      reason: 'refund_above_paid',
      status: 'delivered',
      refundable: 1500,
    });
  });

  it('does not compile with a reason of another code, or without what its words need', () => {
    const halfTransition = { reason: 'transition_not_allowed', status: 'new' } as const;
    const wrong = [
      // @ts-expect-error a promo code's reason on an order's status conflict
      new AppError('ORDER_STATUS_CONFLICT', 409, 'x', { reason: 'promo_expired' }),
      // @ts-expect-error a code that carries no reason
      new AppError('NOT_FOUND', 404, 'x', { reason: 'not_sold' }),
      // @ts-expect-error the sum that is left is what the web says
      new AppError('ORDER_STATUS_CONFLICT', 409, 'x', { reason: 'refund_above_paid' }),
      // @ts-expect-error the minimum is what the web says
      new AppError('PROMO_CODE_REFUSED', 422, 'x', { reason: 'promo_min_total' }),
      // @ts-expect-error the status asked for is part of the sentence
      new AppError('ORDER_STATUS_CONFLICT', 409, 'x', halfTransition),
    ];
    expect(wrong.every((error) => error instanceof AppError)).toBe(true);
  });
});
