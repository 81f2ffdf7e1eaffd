import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from './client';
import { quickCommit } from './quick-commit';

describe('a statement whose commit does not wait for the disk', () => {
  it('sets it for its own transaction only: the next statement on the connection waits again', async () => {
    // One connection, so the second statement runs where the first did.
    const handle = createDb(inject('testServerUrl'), { max: 1 });
    try {
      const own = await handle.db.execute<{ off: string }>(
        sql`with ${quickCommit} select off from quick`,
      );
      expect(own.rows[0]!.off).toBe('off');
      const next = await handle.db.execute<{ synchronous_commit: string }>(
        sql`show synchronous_commit`,
      );
      expect(next.rows[0]!.synchronous_commit).toBe('on');
    } finally {
      await handle.close();
    }
  });
});
