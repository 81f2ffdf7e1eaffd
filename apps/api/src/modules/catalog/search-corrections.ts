import type { SynonymIndex } from './search-synonym-index';
import { dedupe } from './search-synonym-index';
import type { Alternative } from './search-terms';
import {
  isCyrillic,
  letterPairs,
  mayBeTypo,
  transliterate,
  typoAllowance,
  typoDistance,
} from './search-words';

export const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** A word and its other-script spelling: both are looked up among the catalogue's words. */
export function correctionForms(words: string[]): string[] {
  const forms = new Set<string>();
  for (const word of words) {
    if (isNumber(word)) continue;
    forms.add(word);
    const other = transliterate(word);
    if (other) forms.add(other);
  }
  return [...forms];
}

/**
 * The closest catalogue word (or synonym word) to a word or to its other-script spelling, within
 * the word's allowance; ties go to the word as typed, then to the candidate of closest length,
 * then alphabetically. Numbers are never corrected.
 */
export function bestCorrection(
  word: string,
  near: { word: string; term: string; lexeme: string }[],
  synonyms: SynonymIndex,
): { term: string; direct: Alternative[]; related: Alternative[] } | null {
  if (isNumber(word)) return null;
  const other = transliterate(word);
  const forms = other ? [word, other] : [word];
  const wordIsCyrillic = isCyrillic(word);
  type Scored = { term: string; direct: Alternative[]; related: Alternative[]; rank: number[] };
  const scored: Scored[] = [];
  // Query words and catalogue words are letters of one plane: .length counts letters.
  const formInfo = new Map(
    forms.map((form) => [
      form,
      { pairs: letterPairs(form), allowance: typoAllowance(form), cyrillic: isCyrillic(form) },
    ]),
  );
  const consider = (
    form: string,
    term: string,
    direct: Alternative[],
    related: Alternative[],
    termPairs?: Set<string>,
  ) => {
    if (term === form) return;
    // A Russian word is never "corrected" into an English one («пальто» is no "pants").
    if (wordIsCyrillic && !isCyrillic(term)) return;
    const info = formInfo.get(form)!;
    // Each letter more or less costs at least half, and a slip keeps two letter pairs: no need
    // to measure what cannot be near.
    const lengthGap = Math.abs(term.length - form.length);
    if (lengthGap / 2 > info.allowance) return;
    if (!mayBeTypo(info.pairs, termPairs ?? letterPairs(term))) return;
    const cost = typoDistance(form, term, info.allowance);
    if (cost > info.allowance) return;
    scored.push({ term, direct, related, rank: [cost, form === word ? 0 : 1, lengthGap] });
  };
  for (const candidate of near) {
    if (!formInfo.has(candidate.word)) continue;
    consider(
      candidate.word,
      candidate.term,
      dedupe([[candidate.lexeme], ...(synonyms.spellings.get(candidate.lexeme) ?? [])]),
      synonyms.byLexemes.get(candidate.lexeme) ?? [],
    );
  }
  for (const { term, cyrillic, pairs, alternatives } of synonyms.words) {
    for (const [form, info] of formInfo) {
      if (info.cyrillic === cyrillic) consider(form, term, alternatives, [], pairs);
    }
  }
  scored.sort((a, b) => {
    for (let i = 0; i < a.rank.length; i++) {
      const diff = a.rank[i]! - b.rank[i]!;
      if (diff !== 0) return diff;
    }
    return a.term.localeCompare(b.term);
  });
  return scored[0] ?? null;
}
