import type { EnrichmentNote, LlmFailure } from '@shop/contract';
import type { AppConfig } from '../../../config/env';
import type { NormalisedProduct } from '../types';
import type { LlmCache } from './llm-cache';
import {
  chatAnswerSchema,
  ENRICHMENT_JSON_SCHEMA,
  itemSchema,
  itemsSchema,
  productForPrompt,
  SYSTEM_PROMPT,
  type LlmSuggestion,
} from './llm-prompt';

export { createDbLlmCache, createMemoryLlmCache, type LlmCache } from './llm-cache';
export { DESCRIPTION_LIMIT } from './llm-prompt';

/**
 * Optional LLM enrichment of "AI processing": an OpenAI-compatible chat-completions endpoint
 * (LLM_BASE_URL, e.g. https://api.openai.com/v1, LLM_API_KEY, LLM_MODEL) suggests a Russian
 * description, a style and a category for products the rules already normalised. The answer is
 * asked for as strict JSON schema output and validated again here; only valid suggestions are
 * applied, everything else keeps the rules' values. Products go in batches; suggestions are cached
 * by SKU and model; one task spends at most its budget of calls. `enrich` never throws: every
 * failure is a coded note in `failures`, for the task result, which the web words.
 */

export type EnrichResult = {
  products: NormalisedProduct[];
  /** HTTP calls made (retries included); also subtracted from `budget.calls`. */
  used: number;
  failures: EnrichmentNote[];
};

export type EnrichOptions = {
  /** SKUs whose category came from the product page's category word: the LLM may not change it. */
  lockedCategories?: ReadonlySet<string>;
};

export type LlmEnricher = {
  readonly model: string;
  /** `budget.calls`: calls this task may still make; decreased by the calls made. */
  enrich(
    products: readonly NormalisedProduct[],
    budget: { calls: number },
    options?: EnrichOptions,
  ): Promise<EnrichResult>;
};

export type LlmDeps = {
  cache: LlmCache;
  fetch?: typeof fetch;
  /** Per call (default 30 s). */
  timeoutMs?: number;
  /** Products per call (default 10). */
  batchSize?: number;
};

export type LlmConfig = Pick<AppConfig, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>;

export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// The client

type CallOutcome =
  { ok: true; items: unknown[] } | { ok: false; retry: boolean; failure: LlmFailure };

/** An error's own text, passed on as it is. */
const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function endpointOf(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

/** Null when the LLM is not configured (LLM_BASE_URL and LLM_MODEL; the key is optional). */
export function createLlmEnricher(config: LlmConfig, deps: LlmDeps): LlmEnricher | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  const model = config.LLM_MODEL;
  const endpoint = endpointOf(config.LLM_BASE_URL);
  const doFetch = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const batchSize = Math.max(1, deps.batchSize ?? DEFAULT_BATCH_SIZE);

  async function call(batch: readonly NormalisedProduct[]): Promise<CallOutcome> {
    const body = {
      model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify({ products: batch.map(productForPrompt) }) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'product_enrichment', strict: true, schema: ENRICHMENT_JSON_SCHEMA },
      },
    };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (config.LLM_API_KEY) headers.authorization = `Bearer ${config.LLM_API_KEY}`;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        retry: true,
        failure: timedOut
          ? { code: 'timeout', seconds: Math.round(timeoutMs / 100) / 10 }
          : { code: 'unreachable', detail: detailOf(error) },
      };
    }
    if (!response.ok) {
      const retry = response.status === 429 || response.status >= 500;
      return { ok: false, retry, failure: { code: 'http_error', status: response.status } };
    }

    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, retry: false, failure: { code: 'not_json' } };
    }
    const chat = chatAnswerSchema.safeParse(answer);
    if (!chat.success) {
      return { ok: false, retry: false, failure: { code: 'not_chat' } };
    }
    const message = chat.data.choices[0]!.message;
    if (message.refusal) {
      return { ok: false, retry: false, failure: { code: 'refused', refusal: message.refusal } };
    }
    let content: unknown;
    try {
      content = JSON.parse(message.content ?? '');
    } catch {
      return {
        ok: false,
        retry: false,
        failure:
          chat.data.choices[0]!.finish_reason === 'length'
            ? { code: 'cut_off' }
            : { code: 'not_json' },
      };
    }
    const items = itemsSchema.safeParse(content);
    if (!items.success) {
      return { ok: false, retry: false, failure: { code: 'off_schema' } };
    }
    return { ok: true, items: items.data.items };
  }

  function apply(
    product: NormalisedProduct,
    suggestion: LlmSuggestion,
    options: EnrichOptions | undefined,
  ): NormalisedProduct {
    const locked = options?.lockedCategories?.has(product.sku) ?? false;
    return {
      ...product,
      description: suggestion.description ?? product.description,
      style: suggestion.style ?? product.style,
      category: locked ? product.category : suggestion.category,
      enrichedBy: 'llm',
    };
  }

  return {
    model,
    async enrich(products, budget, options) {
      try {
        return await run(products, budget, options);
      } catch (error) {
        // Nothing below should throw; if something does, the rules' values stand.
        const failures: EnrichmentNote[] = [{ code: 'llm_failed', detail: detailOf(error) }];
        return { products: [...products], used: 0, failures };
      }
    },
  };

  async function run(
    products: readonly NormalisedProduct[],
    budget: { calls: number },
    options: EnrichOptions | undefined,
  ): Promise<EnrichResult> {
    const notes: EnrichmentNote[] = [];
    const result = [...products];
    const indexBySku = new Map<string, number[]>();
    result.forEach((p, i) => indexBySku.set(p.sku, [...(indexBySku.get(p.sku) ?? []), i]));
    const suggestions = await cached([...indexBySku.keys()], notes);
    const pending = [...indexBySku.keys()]
      .filter((sku) => !suggestions.has(sku))
      .map((sku) => result[indexBySku.get(sku)![0]!]!);
    const asked = await askInBatches(pending, budget, suggestions, notes);
    if (asked.invalid > 0) notes.push({ code: 'llm_invalid', count: asked.invalid });
    if (asked.missing > 0) notes.push({ code: 'llm_missing', products: asked.missing });

    for (const [sku, suggestion] of suggestions) {
      for (const index of indexBySku.get(sku) ?? []) {
        result[index] = apply(result[index]!, suggestion, options);
      }
    }
    return { products: result, used: asked.used, failures: notes };
  }

  /** The suggestions cached for these SKUs; none when the cache cannot be read. */
  async function cached(skus: string[], notes: EnrichmentNote[]) {
    const suggestions = new Map<string, LlmSuggestion>();
    try {
      const found = await deps.cache.get(skus, model);
      for (const [sku, suggestion] of found) suggestions.set(sku, suggestion);
    } catch (error) {
      notes.push({ code: 'llm_cache_unreadable', detail: detailOf(error) });
    }
    return suggestions;
  }

  /**
   * Asks the LLM batch by batch while the budget lasts, adding what it suggests to `suggestions`;
   * counts the calls made, the suggestions dropped and the products left without one.
   */
  async function askInBatches(
    pending: NormalisedProduct[],
    budget: { calls: number },
    suggestions: Map<string, LlmSuggestion>,
    notes: EnrichmentNote[],
  ) {
    let used = 0;
    let invalid = 0;
    let missing = 0;
    for (let start = 0; start < pending.length; start += batchSize) {
      const batch = pending.slice(start, start + batchSize);
      if (budget.calls <= 0) {
        notes.push({ code: 'llm_budget_spent', products: pending.length - start });
        break;
      }
      let outcome: CallOutcome | null = null;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (budget.calls <= 0) break;
        budget.calls -= 1;
        used += 1;
        outcome = await call(batch);
        if (outcome.ok || !outcome.retry) break;
      }
      if (!outcome) continue;
      if (!outcome.ok) {
        notes.push({ code: 'llm_call_failed', failure: outcome.failure, products: batch.length });
        continue;
      }
      const taken = take(outcome.items, batch, suggestions);
      invalid += taken.invalid;
      missing += batch.filter((p) => !suggestions.has(p.sku)).length;
      if (taken.fresh.length > 0) await remember(taken.fresh, notes);
    }
    return { used, invalid, missing };
  }

  /** The answer's valid suggestions for the batch's SKUs, each SKU's first answer counting. */
  function take(
    items: unknown[],
    batch: NormalisedProduct[],
    suggestions: Map<string, LlmSuggestion>,
  ) {
    const wanted = new Set(batch.map((p) => p.sku));
    const fresh: { sku: string; suggestion: LlmSuggestion }[] = [];
    let invalid = 0;
    for (const item of items) {
      const parsed = itemSchema.safeParse(item);
      if (!parsed.success) {
        invalid += 1;
        continue;
      }
      const { sku, ...suggestion } = parsed.data;
      // Unknown SKUs (not asked in this batch) are ignored; the first answer per SKU counts.
      if (!wanted.has(sku) || suggestions.has(sku)) continue;
      suggestions.set(sku, suggestion);
      fresh.push({ sku, suggestion });
    }
    return { fresh, invalid };
  }

  async function remember(
    fresh: { sku: string; suggestion: LlmSuggestion }[],
    notes: EnrichmentNote[],
  ) {
    try {
      await deps.cache.set(fresh, model);
    } catch (error) {
      notes.push({ code: 'llm_cache_unsaved', detail: detailOf(error) });
    }
  }
}
