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
 * failure is a Russian line in `failures`, for the task result.
 */

export type EnrichResult = {
  products: NormalisedProduct[];
  /** HTTP calls made (retries included); also subtracted from `budget.calls`. */
  used: number;
  failures: string[];
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

type CallOutcome = { ok: true; items: unknown[] } | { ok: false; retry: boolean; failure: string };

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
          ? `LLM не ответил за ${Math.round(timeoutMs / 100) / 10} с`
          : `LLM недоступен: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (!response.ok) {
      const retry = response.status === 429 || response.status >= 500;
      return { ok: false, retry, failure: `LLM ответил ошибкой HTTP ${response.status}` };
    }

    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, retry: false, failure: 'Ответ LLM не является JSON' };
    }
    const chat = chatAnswerSchema.safeParse(answer);
    if (!chat.success) {
      return { ok: false, retry: false, failure: 'Ответ LLM не похож на ответ chat completions' };
    }
    const message = chat.data.choices[0]!.message;
    if (message.refusal) {
      return { ok: false, retry: false, failure: `LLM отказался отвечать: ${message.refusal}` };
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
            ? 'Ответ LLM оборван (превышен лимит длины)'
            : 'Ответ LLM не является JSON',
      };
    }
    const items = itemsSchema.safeParse(content);
    if (!items.success) {
      return { ok: false, retry: false, failure: 'Ответ LLM не соответствует схеме' };
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
        const reason = error instanceof Error ? error.message : String(error);
        return { products: [...products], used: 0, failures: [`Ошибка обогащения LLM: ${reason}`] };
      }
    },
  };

  async function run(
    products: readonly NormalisedProduct[],
    budget: { calls: number },
    options: EnrichOptions | undefined,
  ): Promise<EnrichResult> {
    const failures: string[] = [];
    const result = [...products];
    const indexBySku = new Map<string, number[]>();
    result.forEach((p, i) => indexBySku.set(p.sku, [...(indexBySku.get(p.sku) ?? []), i]));
    const suggestions = new Map<string, LlmSuggestion>();
    let used = 0;

    try {
      const cached = await deps.cache.get([...indexBySku.keys()], model);
      for (const [sku, suggestion] of cached) suggestions.set(sku, suggestion);
    } catch (error) {
      failures.push(
        `Кэш LLM недоступен: ${error instanceof Error ? error.message : String(error)}`,
      );
    }

    const pending = [...indexBySku.keys()]
      .filter((sku) => !suggestions.has(sku))
      .map((sku) => result[indexBySku.get(sku)![0]!]!);
    let invalid = 0;
    let missing = 0;

    for (let start = 0; start < pending.length; start += batchSize) {
      const batch = pending.slice(start, start + batchSize);
      if (budget.calls <= 0) {
        failures.push(
          `Лимит обращений к ИИ на одну задачу исчерпан: ${pending.length - start} товаров оставлены с описанием по правилам`,
        );
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
        failures.push(
          `${outcome.failure}; ${batch.length} товаров оставлены с описанием по правилам`,
        );
        continue;
      }

      const wanted = new Set(batch.map((p) => p.sku));
      const fresh: { sku: string; suggestion: LlmSuggestion }[] = [];
      for (const item of outcome.items) {
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
      missing += batch.filter((p) => !suggestions.has(p.sku)).length;
      if (fresh.length > 0) {
        try {
          await deps.cache.set(fresh, model);
        } catch (error) {
          failures.push(
            `Кэш LLM не сохранён: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }

    if (invalid > 0) {
      failures.push(
        `LLM: отброшено предложений с неверными полями (например, категория вне списка): ${invalid}`,
      );
    }
    if (missing > 0) {
      failures.push(`LLM не дал годных предложений для ${missing} товаров: оставлены правила`);
    }

    for (const [sku, suggestion] of suggestions) {
      for (const index of indexBySku.get(sku) ?? []) {
        result[index] = apply(result[index]!, suggestion, options);
      }
    }
    return { products: result, used, failures };
  }
}
