import { CATEGORIES, type Category } from '@shop/contract';
import { z } from 'zod';
import { STORE_STYLES, type StoreStyle } from '../normalise/style';
import type { NormalisedProduct } from '../types';

/* What the LLM is asked (the prompt and the JSON schema of its answer) and what is accepted of it. */

export type LlmSuggestion = {
  /** Russian, at most DESCRIPTION_LIMIT characters; null: keep the rules' description. */
  description: string | null;
  /** One of the store's styles; null: keep the rules' style. */
  style: StoreStyle | null;
  category: Category;
};

export const DESCRIPTION_LIMIT = 600;

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

export const itemSchema = suggestionSchema.extend({ sku: z.string().trim().min(1) });

export const chatAnswerSchema = z.object({
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

export const itemsSchema = z.object({ items: z.array(z.unknown()) });

/** A cached value read back: validated like an answer, null when it no longer fits. */
export function parseSuggestion(value: unknown): LlmSuggestion | null {
  const parsed = suggestionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const SYSTEM_PROMPT = [
  'Ты — редактор каталога интернет-магазина одежды VESTA.',
  'Для каждого товара из запроса верни один элемент с тем же sku:',
  `- description: описание на русском языке, 2–3 предложения, не длиннее ${DESCRIPTION_LIMIT} символов; только то, что следует из данных товара, без цены, ссылок и выдуманных характеристик;`,
  `- style: один из стилей ${STORE_STYLES.map((s) => `«${s}»`).join(', ')} или null, если ни один не подходит;`,
  '- category: строго одно из значений top (верх: футболки, рубашки, платья, куртки), bottom (низ: джинсы, брюки, юбки, шорты), footwear (обувь), accessory (аксессуары: сумки, ремни, головные уборы, украшения), fragrance (ароматы: духи, туалетная вода).',
  'Поле category в запросе — предположение правил; меняй его, только если оно явно неверно.',
  'Ответ — JSON по заданной схеме, без пояснений.',
].join('\n');

export function productForPrompt(product: NormalisedProduct) {
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
