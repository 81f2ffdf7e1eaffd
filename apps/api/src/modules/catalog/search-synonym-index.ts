import { KIND_GROUPS, SPELLING_GROUPS, STAND_INS, SYNONYM_GROUPS } from './search-synonyms';
import type { Alternative, SearchLookups, WordLexemes } from './search-terms';
import { foldYo, isCyrillic, letterPairs, normalizeQuery } from './search-words';

/** The synonym and spelling groups by the lexemes of their members (computed once per process). */
export type SynonymIndex = {
  /** Synonyms: found too, ranked below the word's own matches. */
  byLexemes: Map<string, Alternative[]>;
  /** Other spellings of the same word (brands in Cyrillic): as good as the word itself. */
  spellings: Map<string, Alternative[]>;
  /** Every written word of the groups with its group's alternatives: typo candidates ("dres"). */
  words: { term: string; cyrillic: boolean; pairs: Set<string>; alternatives: Alternative[] }[];
  /**
   * The stems of every group whose member's stem starts like a word (first three letters):
   * the stems to check in the catalogue along with the query's own.
   */
  byHead: Map<string, Set<string>>;
  /** The keys (sorted lexemes) of every member of the kind groups. */
  kinds: Set<string>;
  /** The stand-ins of a kind, by the keys of its group's members. */
  standIns: Map<string, readonly string[]>;
};

/** The first three letters, ё as е: a word and its stem share them. */
export const head = (word: string) => foldYo(word).slice(0, 3);

export async function buildSynonymIndex(
  lexemes: SearchLookups['lexemes'],
  groups: {
    synonyms: readonly (readonly string[])[];
    spellings: readonly (readonly string[])[];
    kinds?: readonly (readonly string[])[];
    standIns?: Readonly<Record<string, readonly string[]>>;
  } = {
    synonyms: SYNONYM_GROUPS,
    spellings: SPELLING_GROUPS,
    kinds: KIND_GROUPS,
    standIns: STAND_INS,
  },
): Promise<SynonymIndex> {
  const written = [
    ...new Set([...groups.synonyms, ...groups.spellings].flat().map((w) => normalizeQuery(w))),
  ];
  const { stems } = await lexemes(written);
  const alternativeOf = (word: string): Alternative =>
    (stems.get(normalizeQuery(word)) ?? []).map((l) => l.lexeme).sort();
  const words: SynonymIndex['words'] = [];
  const index = (list: readonly (readonly string[])[]) => {
    const byKey = new Map<string, Alternative[]>();
    for (const group of list) {
      const alternatives = dedupe(group.map(alternativeOf).filter((a) => a.length > 0));
      for (const alternative of alternatives) {
        const key = alternative.join(' ');
        byKey.set(key, dedupe([...(byKey.get(key) ?? []), ...alternatives]));
      }
      for (const word of group) {
        if (/^\p{L}+$/u.test(word)) {
          const term = normalizeQuery(word);
          words.push({
            term,
            cyrillic: isCyrillic(term),
            pairs: letterPairs(term),
            alternatives,
          });
        }
      }
    }
    return byKey;
  };
  const byLexemes = index(groups.synonyms);
  const spellings = index(groups.spellings);
  const byHead = new Map<string, Set<string>>();
  for (const map of [byLexemes, spellings]) {
    for (const [key, alternatives] of map) {
      const stems = byHead.get(head(key)) ?? new Set<string>();
      for (const lexeme of alternatives.flat()) stems.add(lexeme);
      byHead.set(head(key), stems);
    }
  }
  const kinds = new Set<string>();
  const standIns = new Map<string, readonly string[]>();
  for (const group of groups.kinds ?? []) {
    const keys = group.map((word) => alternativeOf(word).join(' ')).filter(Boolean);
    const instead = group
      .map((word) => groups.standIns?.[normalizeQuery(word)] ?? groups.standIns?.[word])
      .find((list) => list !== undefined);
    for (const key of keys) {
      kinds.add(key);
      if (instead) standIns.set(key, instead);
    }
  }
  return { byLexemes, spellings, words, byHead, kinds, standIns };
}

export function dedupe(alternatives: readonly Alternative[]): Alternative[] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = a.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The alternatives of a word whose every lexeme has a form the catalogue knows (else none). */
export function knownAlternatives(stems: WordLexemes | undefined): Alternative[] {
  if (!stems?.length) return [];
  if (stems.length === 1) return stems[0]!.forms.filter((f) => f.known).map((f) => [f.form]);
  const forms = stems.map((s) => s.forms.find((f) => f.known)?.form);
  return forms.every((f) => f !== undefined) ? [forms as string[]] : [];
}

export const keyOf = (stems: WordLexemes) =>
  stems
    .map((s) => s.lexeme)
    .sort()
    .join(' ');

export function synonymsOf(stems: WordLexemes | undefined, synonyms: SynonymIndex): Alternative[] {
  return stems?.length ? (synonyms.byLexemes.get(keyOf(stems)) ?? []) : [];
}

export function spellingsOf(stems: WordLexemes | undefined, synonyms: SynonymIndex): Alternative[] {
  return stems?.length ? (synonyms.spellings.get(keyOf(stems)) ?? []) : [];
}
