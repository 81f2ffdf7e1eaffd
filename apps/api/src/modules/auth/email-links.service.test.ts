import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { EmailsService } from '../emails/emails.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';
import { createEmailLinksService } from './email-links.service';

/**
 * «Забыли пароль?» must not tell by its timing which addresses have an account: what the request
 * does before it answers is compared call by call for a known and an unknown address.
 */
function recordingService(known: string) {
  const calls: string[] = [];
  const note =
    (name: string, result?: unknown) =>
    async (..._args: unknown[]) => {
      calls.push(name);
      return result;
    };
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      calls.push('db.transaction');
      return work({});
    },
  } as unknown as Db;
  const service = createEmailLinksService({
    db,
    config: {
      RATE_LIMIT_WINDOW_SECONDS: 900,
      RATE_LIMIT_AUTH_PER_IP: 20,
      publicUrl: 'https://shop.example',
    } as AppConfig,
    repo: { createEmailToken: note('repo.createEmailToken') } as unknown as AuthRepository,
    users: {
      findByEmail: async (email: string) => {
        calls.push('users.findByEmail');
        return email === known ? { id: 7, email, isActive: true } : undefined;
      },
    } as unknown as UsersService,
    emails: {
      enqueue: note('emails.enqueue'),
      kick: note('emails.kick'),
    } as unknown as EmailsService,
    rateLimits: {
      consume: note('rateLimits.consume'),
      count: note('rateLimits.count', 0),
      record: note('rateLimits.record'),
    } as unknown as RateLimitService,
  });
  return { service, calls };
}

describe('«Забыли пароль?» does the same work for every address', () => {
  const client = { ip: '203.0.113.9', userAgent: null };

  it('answers a known and an unknown address after the same calls, and mails only the known one', async () => {
    const known = recordingService('known@vesta.kz');
    await known.service.forgotPassword('known@vesta.kz', client);
    const knownBeforeAnswer = [...known.calls];
    const unknown = recordingService('known@vesta.kz');
    await unknown.service.forgotPassword('nobody@vesta.kz', client);
    const unknownBeforeAnswer = [...unknown.calls];

    expect(knownBeforeAnswer).toEqual(unknownBeforeAnswer);
    expect(knownBeforeAnswer).not.toContain('users.findByEmail');

    await known.service.settled();
    await unknown.service.settled();
    expect(known.calls).toContain('emails.enqueue');
    expect(unknown.calls).not.toContain('emails.enqueue');
    expect(unknown.calls).toContain('users.findByEmail');
  });
});
