import type { EnrichmentNote, LlmFailure } from '@shop/contract';
import type { TFunction } from 'i18next';

type Note<C extends EnrichmentNote['code']> = Extract<EnrichmentNote, { code: C }>;
type Failure<C extends LlmFailure['code']> = Extract<LlmFailure, { code: C }>;

/** Why a call to the LLM gave nothing usable; the compiler checks none is missed. */
const FAILURE_WORDING: {
  [C in LlmFailure['code']]: (t: TFunction, failure: Failure<C>) => string;
} = {
  timeout: (t, { seconds }) => t('lamodaParser.result.llmFailure.timeout', { seconds }),
  unreachable: (t, { detail }) => t('lamodaParser.result.llmFailure.unreachable', { detail }),
  http_error: (t, { status }) => t('lamodaParser.result.llmFailure.http_error', { status }),
  not_json: (t) => t('lamodaParser.result.llmFailure.not_json'),
  not_chat: (t) => t('lamodaParser.result.llmFailure.not_chat'),
  cut_off: (t) => t('lamodaParser.result.llmFailure.cut_off'),
  off_schema: (t) => t('lamodaParser.result.llmFailure.off_schema'),
  refused: (t, { refusal }) => t('lamodaParser.result.llmFailure.refused', { refusal }),
};

const failureText = (t: TFunction, failure: LlmFailure): string =>
  (FAILURE_WORDING[failure.code] as (t: TFunction, failure: LlmFailure) => string)(t, failure);

/** Every note the server may add to an import's result; the compiler checks none is missed. */
const WORDING: { [C in EnrichmentNote['code']]: (t: TFunction, note: Note<C>) => string } = {
  llm_off: (t) => t('lamodaParser.result.note.llm_off'),
  picture_skipped: (t, { url, detail }) =>
    t('lamodaParser.result.note.picture_skipped', { url, detail }),
  llm_budget_spent: (t, { products }) =>
    t('lamodaParser.result.note.llm_budget_spent', { products }),
  llm_call_failed: (t, { failure, products }) =>
    t('lamodaParser.result.note.llm_call_failed', { failure: failureText(t, failure), products }),
  llm_invalid: (t, { count }) => t('lamodaParser.result.note.llm_invalid', { count }),
  llm_missing: (t, { products }) => t('lamodaParser.result.note.llm_missing', { products }),
  llm_cache_unreadable: (t, { detail }) =>
    t('lamodaParser.result.note.llm_cache_unreadable', { detail }),
  llm_cache_unsaved: (t, { detail }) => t('lamodaParser.result.note.llm_cache_unsaved', { detail }),
  llm_failed: (t, { detail }) => t('lamodaParser.result.note.llm_failed', { detail }),
  // A task from before the codes shows the sentence it kept.
  legacy: (_t, { text }) => text,
};

/** A note on an import's processing (the LLM, the pictures), in the admin's language. */
export function enrichmentNoteText(t: TFunction, note: EnrichmentNote): string {
  return (WORDING[note.code] as (t: TFunction, note: EnrichmentNote) => string)(t, note);
}
