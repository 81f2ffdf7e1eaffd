import { CATEGORIES, type Category } from '@shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../../config/env';
import type { Db } from '../../../db/client';
import { llmCache } from '../../../db/schema';
import { STORE_STYLES, type StoreStyle } from '../normalise/style';
import type { NormalisedProduct } from '../types';

/**
 * Optional LLM enrichment of "AI processing": an OpenAI-compatible chat-completions endpoint
 * (LLM_BASE_URL, e.g. https://api.openai.com/v1, LLM_API_KEY, LLM_MODEL) suggests a Russian
 * description, a style and a category for products the rules already normalised. The answer is
 * asked for as strict JSON schema output and validated again here; only valid suggestions are
 * applied, everything else keeps the rules' values. Products go in batches; suggestions are cached
 * by SKU and model; one task spends at most its budget of calls. `enrich` never throws: every
 * failure is a Russian line in `failures`, for the task result.
 */

export type LlmSuggestion = {
  /** Russian, at most DESCRIPTION_LIMIT characters; null: keep the rules' description. */
  description: string | null;
  /** One of the store's styles; null: keep the rules' style. */
  style: StoreStyle | null;
  category: Category;
};

/** Suggestions stored per (sku, model); see createDbLlmCache for the table behind it. */
export interface LlmCache {
  get(skus: readonly string[], model: string): Promise<Map<string, LlmSuggestion>>;
  set(entries: readonly { sku: string; suggestion: LlmSuggestion }[], model: string): Promise<void>;
}

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

export const DESCRIPTION_LIMIT = 600;
export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// What is asked and what is accepted

/** The JSON schema sent as `response_format` (strict structured output: every key required). */
export const ENRICHMENT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sku', 'description', 'style', 'category'],
        properties: {
          sku: { type: 'string' },
          description: {
            type: 'string',
            description: `Описание товара на русском языке, не длиннее ${DESCRIPTION_LIMIT} символов`,
          },
          style: { anyOf: [{ type: 'string', enum: [...STORE_STYLES] }, { type: 'null' }] },
          category: { type: 'string', enum: [...CATEGORIES] },
        },
      },
    },
  },
} as const;

/** Cuts an over-long description at a word boundary (models overshoot limits now and then). */
function limitDescription(text: string): string | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return null;
  if (trimmed.length <= DESCRIPTION_LIMIT) return trimmed;
  const cut = trimmed.slice(0, DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LIMIT * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

const suggestionSchema = z.object({
  description: z
    .string()
    .nullable()
    .transform((v) => (v === null ? null : limitDescription(v))),
  style: z.enum(STORE_STYLES).nullable(),
  category: z.enum(CATEGORIES),
});

const itemSchema = suggestionSchema.extend({ sku: z.string().trim().min(1) });

const chatAnswerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const itemsSchema = z.object({ items: z.array(z.unknown()) });

/** A cached value read back: validated like an answer, null when it no longer fits. */
export function parseSuggestion(value: unknown): LlmSuggestion | null {
  const parsed = suggestionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const SYSTEM_PROMPT = [
  'Ты — редактор каталога интернет-магазина одежды VESTA.',
  'Для каждого товара из запроса верни один элемент с тем же sku:',
  `- description: описание на русском языке, 2–3 предложения, не длиннее ${DESCRIPTION_LIMIT} символов; только то, что следует из данных товара, без цены, ссылок и выдуманных характеристик;`,
  `- style: один из стилей ${STORE_STYLES.map((s) => `«${s}»`).join(', ')} или null, если ни один не подходит;`,
  '- category: строго одно из значений top (верх: футболки, рубашки, платья, куртки), bottom (низ: джинсы, брюки, юбки, шорты), footwear (обувь), accessory (аксессуары: сумки, ремни, головные уборы, украшения), fragrance (ароматы: духи, туалетная вода).',
  'Поле category в запросе — предположение правил; меняй его, только если оно явно неверно.',
  'Ответ — JSON по заданной схеме, без пояснений.',
].join('\n');

function productForPrompt(product: NormalisedProduct) {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
    color: product.color,
    style: product.style,
    description: product.description ? product.description.slice(0, 500) : null,
  };
}

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
          `Бюджет вызовов LLM на задачу исчерпан (LLM_MAX_CALLS_PER_TASK): ${pending.length - start} товаров оставлены с описанием по правилам`,
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
