import { BRAND_WORD_SPELLINGS, SPELLING_GROUPS } from './search-synonyms';
import { dedupe } from './search-synonym-index';
import type { Alternative, WordQuery } from './search-terms';
import { foldYo, normalizeQuery, transliterate } from './search-words';

/**
 * The tsquery text of the kind words alone (each with its synonyms), which an item's card must
 * match; null when the query names no kind.
 */
export function kindTsquery(words: readonly WordQuery[]): string | null {
  const kinds = words.filter((word) => word.kind);
  return kinds.length ? toTsquery(kinds, { related: true }) : null;
}

/**
 * The tsquery text of resolved words, `('a' | 'b') & ('c' & 'd')`, lexemes quoted. `related`
 * false leaves synonyms out of every word that has alternatives of its own.
 */
export function toTsquery(words: readonly WordQuery[], options: { related: boolean }): string {
  const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const alternative = (a: Alternative) =>
    a.length === 1 ? quote(a[0]!) : `(${a.map(quote).join(' & ')})`;
  return words
    .map((word) => `(${alternativesOf(word, options).map(alternative).join(' | ')})`)
    .join(' & ');
}

/**
 * A word's alternatives in a query: its own forms and its synonyms', or (`related` false) its own
 * only — all of them for a word that has none of its own.
 */
export function alternativesOf(word: WordQuery, options: { related: boolean }): Alternative[] {
  return options.related || word.direct.length === 0
    ? dedupe([...word.direct, ...word.related])
    : [...word.direct];
}

/** A brand as a key: lower case, ё as е, letters and digits only ("Levi's" → "levis"). */
export function brandKey(text: string): string {
  return foldYo(normalizeQuery(text)).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The brand keys a query may name as a whole: each word as typed, in the other script, or as
 * another spelling of its brand word («зара» → "zara", «нью баланс» → "newbalance"). Empty for
 * more than four words (no brand is that long).
 */
export function brandKeys(
  words: readonly string[],
  spellings: readonly (readonly string[])[] = [...SPELLING_GROUPS, ...BRAND_WORD_SPELLINGS],
): string[] {
  if (!words.length || words.length > 4) return [];
  let keys = [''];
  for (const raw of words) {
    const word = normalizeQuery(raw);
    const options = new Set([word]);
    const other = transliterate(word);
    if (other) options.add(other);
    for (const group of spellings) {
      if (group.some((member) => normalizeQuery(member) === word)) {
        for (const member of group) options.add(normalizeQuery(member));
      }
    }
    keys = keys.flatMap((key) => [...options].map((option) => key + brandKey(option)));
  }
  return [...new Set(keys)];
}
