import { describe, expect, it } from 'vitest';
import { signedIn } from './auth';

describe('signedIn', () => {
  it('gives the route its signed-in user', () => {
    const auth = { user: { id: 7 }, sessionId: 's' };
    expect(signedIn({ auth })).toBe(auth);
  });

  it('answers 401 for a route whose sign-in hook was forgotten, rather than failing', () => {
    expect(() => signedIn({ auth: null })).toThrow(
      expect.objectContaining({ status: 401, code: 'UNAUTHORIZED' }),
    );
  });
});
