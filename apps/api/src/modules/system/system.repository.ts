import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createSystemRepository(db: Db) {
  return {
    async ping(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
