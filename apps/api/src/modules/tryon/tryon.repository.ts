import { and, eq, sql } from 'drizzle-orm';
import { tryonMessageSchema, type TryonMessage, type TryonRendering } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { tryonJobs } from '../../db/schema';

export type TryonJobRow = typeof tryonJobs.$inferSelect;
export type NewTryonJob = Pick<
  typeof tryonJobs.$inferInsert,
  'userId' | 'provider' | 'photoKey' | 'garments'
>;

/**
 * The job's messages as kept in `message`: a JSON list of codes. A row written before the codes
 * (a Russian sentence) reads as none, so the job says only its state.
 */
export function storedMessages(row: Pick<TryonJobRow, 'message'>): TryonMessage[] {
  if (!row.message) return [];
  try {
    const parsed = tryonMessageSchema.array().safeParse(JSON.parse(row.message));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
const stored = (messages: TryonMessage[]) => (messages.length ? JSON.stringify(messages) : null);

/** `tryon_jobs`: only the try-on module writes it. */
export function createTryonRepository() {
  const set = (id: string, values: Partial<TryonJobRow>, ex: DbOrTx) =>
    ex
      .update(tryonJobs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(tryonJobs.id, id));

  return {
    async insert(values: NewTryonJob, ex: DbOrTx): Promise<TryonJobRow> {
      const [row] = await ex.insert(tryonJobs).values(values).returning();
      return row!;
    },

    async findOwn(id: string, userId: number, ex: DbOrTx): Promise<TryonJobRow | undefined> {
      const [row] = await ex
        .select()
        .from(tryonJobs)
        .where(and(eq(tryonJobs.id, id), eq(tryonJobs.userId, userId)));
      return row;
    },

    /** Claims a pending job for a run; undefined when it is not pending (already run or gone). */
    async claim(id: string, ex: DbOrTx): Promise<TryonJobRow | undefined> {
      const [row] = await ex
        .update(tryonJobs)
        .set({ state: 'running', progress: 5, updatedAt: sql`now()` })
        .where(and(eq(tryonJobs.id, id), eq(tryonJobs.state, 'pending')))
        .returning();
      return row;
    },

    /** How the owner's try-on picture behind this storage key was made, or null (unknown). */
    async renderingOf(userId: number, resultKey: string, ex: DbOrTx) {
      const [row] = await ex
        .select({ rendering: tryonJobs.rendering })
        .from(tryonJobs)
        .where(and(eq(tryonJobs.userId, userId), eq(tryonJobs.resultKey, resultKey)));
      return (row?.rendering ?? null) as TryonRendering | null;
    },

    progress: (id: string, progress: number, ex: DbOrTx) => set(id, { progress }, ex),
    fail: (id: string, message: TryonMessage, ex: DbOrTx) =>
      set(id, { state: 'error', message: stored([message]), progress: 100 }, ex),
    /** Done: the picture, what it is, and the notes on what the photo could not show. */
    finish: (
      id: string,
      {
        notes,
        ...done
      }: Pick<TryonJobRow, 'resultKey' | 'rendering' | 'figureReason'> & {
        notes: TryonMessage[];
      },
      ex: DbOrTx,
    ) => set(id, { state: 'done', progress: 100, message: stored(notes), ...done }, ex),
  };
}

export type TryonRepository = ReturnType<typeof createTryonRepository>;
