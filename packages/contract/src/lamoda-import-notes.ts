import { z } from 'zod';

// What an import says of its products and its processing: codes the web words in both languages.

/**
 * Why a product was left out of an import, worded by the web: no SKU, a price that could not be
 * read (`price` as Lamoda wrote it), or an item of the shop already imported from another of
 * Lamoda's sites (`domain`). `legacy` is a reason written before the codes, shown as it was.
 */
export const skipReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('no_sku') }),
  z.object({ code: z.literal('no_price'), price: z.string() }),
  z.object({ code: z.literal('other_site'), domain: z.string() }),
  z.object({ code: z.literal('legacy'), text: z.string() }),
]);
export type SkipReason = z.infer<typeof skipReasonSchema>;

/**
 * Why one call to the LLM gave nothing usable: no answer in `seconds`, no connection (`detail`:
 * the error's own text), an HTTP error, an answer that is not JSON, not a chat completion, cut off
 * at the length limit or off the schema, or the model's own refusal (passed on as it wrote it).
 */
export const llmFailureSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('timeout'), seconds: z.number() }),
  z.object({ code: z.literal('unreachable'), detail: z.string() }),
  z.object({ code: z.literal('http_error'), status: z.number().int() }),
  z.object({ code: z.literal('not_json') }),
  z.object({ code: z.literal('not_chat') }),
  z.object({ code: z.literal('cut_off') }),
  z.object({ code: z.literal('off_schema') }),
  z.object({ code: z.literal('refused'), refusal: z.string() }),
]);
export type LlmFailure = z.infer<typeof llmFailureSchema>;

/**
 * A note on a full import's processing, worded by the web: the server has no LLM, a picture was
 * left out, or why products kept the rules' description (`products`: how many). `detail` is an
 * error's own text, passed on as it was; `legacy` a note written before the codes.
 */
export const enrichmentNoteSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('llm_off') }),
  z.object({ code: z.literal('picture_skipped'), url: z.string(), detail: z.string() }),
  z.object({ code: z.literal('llm_budget_spent'), products: z.number().int() }),
  z.object({
    code: z.literal('llm_call_failed'),
    failure: llmFailureSchema,
    products: z.number().int(),
  }),
  /** Suggestions dropped for a field out of bounds (a category outside the list…). */
  z.object({ code: z.literal('llm_invalid'), count: z.number().int() }),
  z.object({ code: z.literal('llm_missing'), products: z.number().int() }),
  z.object({ code: z.literal('llm_cache_unreadable'), detail: z.string() }),
  z.object({ code: z.literal('llm_cache_unsaved'), detail: z.string() }),
  z.object({ code: z.literal('llm_failed'), detail: z.string() }),
  z.object({ code: z.literal('legacy'), text: z.string() }),
]);
export type EnrichmentNote = z.infer<typeof enrichmentNoteSchema>;
