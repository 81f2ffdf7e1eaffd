import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@shop/contract';
import { isCommonPassword } from '../../lib/password-rules';
import { asAdmin, asUser, buildTestApp, uniqueEmail, type TestApp } from '../../test/app';

const envelope = (response: { json: () => unknown }) => response.json() as ErrorEnvelope;

describe('a new password: not one of the most used, not the current one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('knows the most used passwords from the list shipped with the shop, in any case', () => {
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
  });

  it('refuses a common password at sign-up, under the password field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail('common'), password: '12345678' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      code: 'COMMON_PASSWORD',
      details: { fields: [{ path: 'password' }] },
    });
  });

  it('refuses the current password and a common one as the new password', async () => {
    const shopper = await asUser(t);
    const change = (new_password: string) =>
      shopper.inject({
        method: 'POST',
        url: '/api/profile/password',
        payload: { current_password: 'correct-horse-battery', new_password },
      });
    const same = await change('correct-horse-battery');
    expect(envelope(same)).toMatchObject({
      code: 'SAME_PASSWORD',
      details: { fields: [{ path: 'new_password' }] },
    });
    expect(envelope(await change('password123')).code).toBe('COMMON_PASSWORD');
    expect((await change('a-fresh-long-phrase')).statusCode).toBe(200);
  });

  it('refuses a common password an admin gives an account', async () => {
    const admin = await asAdmin(t);
    const response = await admin.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: uniqueEmail('staff'), password: 'qwertyuiop' },
    });
    expect(envelope(response).code).toBe('COMMON_PASSWORD');
  });
});
