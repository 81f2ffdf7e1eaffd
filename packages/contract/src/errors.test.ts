import { describe, expect, it } from 'vitest';
import {
  ERROR_CODE_REASONS,
  ERROR_CODES,
  ERROR_REASONS,
  FIELD_ERROR_REASONS,
  errorEnvelopeSchema,
} from './errors';

describe('the reasons of each error code', () => {
  it('gives every reason one place: one code, or a field', () => {
    const placed = [...Object.values(ERROR_CODE_REASONS).flat(), ...FIELD_ERROR_REASONS];
    expect([...placed].sort()).toEqual([...ERROR_REASONS].sort());
    expect(new Set(placed).size).toBe(placed.length);
    for (const code of Object.keys(ERROR_CODE_REASONS)) expect(ERROR_CODES).toContain(code);
  });

  it('reads a field’s reason, and no code’s reason, under a field', () => {
    const envelope = (reason: string) => ({
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: { fields: [{ path: 'items', message: 'x', reason }] },
    });
    expect(errorEnvelopeSchema.safeParse(envelope('unknown_item')).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse(envelope('promo_expired')).success).toBe(false);
  });
});
