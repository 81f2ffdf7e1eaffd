import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { llmCache } from '../../../db/schema';
import { parseSuggestion, type LlmSuggestion } from './llm-prompt';

/** Suggestions stored per (sku, model); see createDbLlmCache for the table behind it. */
export interface LlmCache {
  get(skus: readonly string[], model: string): Promise<Map<string, LlmSuggestion>>;
  set(entries: readonly { sku: string; suggestion: LlmSuggestion }[], model: string): Promise<void>;
}

/** A cache in memory (no database): for scripts and tests that do not need persistence. */
export function createMemoryLlmCache(): LlmCache {
  const store = new Map<string, LlmSuggestion>();
  return {
    async get(skus, model) {
      const found = new Map<string, LlmSuggestion>();
      for (const sku of skus) {
        const value = store.get(`${model}\u0000${sku}`);
        if (value) found.set(sku, value);
      }
      return found;
    },
    async set(entries, model) {
      for (const { sku, suggestion } of entries) store.set(`${model}\u0000${sku}`, suggestion);
    },
  };
}

/**
 * LlmCache over the `llm_cache` table (primary key sku + model). A row that no longer passes the
 * suggestion schema (an older format, a style dropped from the list) is treated as a miss.
 */
export function createDbLlmCache(db: Db): LlmCache {
  return {
    async get(skus, model) {
      const found = new Map<string, LlmSuggestion>();
      const unique = [...new Set(skus)];
      if (unique.length === 0) return found;
      const rows = await db
        .select({ sku: llmCache.sku, result: llmCache.result })
        .from(llmCache)
        .where(and(eq(llmCache.model, model), inArray(llmCache.sku, unique)));
      for (const row of rows) {
        const suggestion = parseSuggestion(row.result);
        if (suggestion) found.set(row.sku, suggestion);
      }
      return found;
    },
    async set(entries, model) {
      if (entries.length === 0) return;
      const bySku = new Map(entries.map((e) => [e.sku, e.suggestion]));
      await db
        .insert(llmCache)
        .values([...bySku].map(([sku, suggestion]) => ({ sku, model, result: suggestion })))
        .onConflictDoUpdate({
          target: [llmCache.sku, llmCache.model],
          set: { result: sql`excluded.result`, createdAt: sql`now()` },
        });
    },
  };
}
