import type { SearchInterpretation } from '@shop/contract';
import {
  BRAND_WORD_SPELLINGS,
  KIND_GROUPS,
  SPELLING_GROUPS,
  STAND_INS,
  SYNONYM_GROUPS,
} from './search-synonyms';
import {
  foldYo,
  isCyrillic,
  letterPairs,
  MAX_QUERY_WORDS,
  mayBeTypo,
  normalizeQuery,
  queryWords,
  swapLayout,
  transliterate,
  typoAllowance,
  typoDistance,
} from './search-words';

/**
 * How a shopper's query becomes a full-text query (decision 023). Each word is looked for as
 * typed, in every form (PostgreSQL's Russian stemmer, plus the fleeting vowel of «кроссовок» /
 * «кроссовки» that the stemmer keeps apart); a word the catalogue does not have is looked for in
 * the other script («адидас» → "adidas", "dzhinsy" → «джинсы»). Synonyms add the same thing's
 * other names ("dress" ↔ «платье», «левайс» ↔ "Levi's"). A word the catalogue knows in none of
 * these ways is corrected to the closest word it does know, or, failing that, left out; the
 * interpretation says which.
 */

/** Lexemes that must all be present (one word can stem to several). */
export type Alternative = readonly string[];

/**
 * One query word: `direct` are its own forms (or its correction's, or its other-script
 * spelling's), `related` its synonyms'. A search ranks direct matches above related ones.
 */
export type WordQuery = {
  direct: readonly Alternative[];
  related: readonly Alternative[];
  /** A kind of thing («платье», "boots"): it must be in what the item is, not in its description. */
  kind?: boolean;
  /** How it is searched (the interpretation's word) and, when corrected, what was typed. */
  shown?: string;
  corrected?: string;
};

export type ResolvedSearch = {
  /** Every word must match (AND), each through any of its alternatives (OR). */
  words: WordQuery[];
  interpretation: SearchInterpretation;
  /**
   * Kind words the shop knows but the catalogue has none of («пальто»): the query finds nothing
   * (red things are no answer to «красное пальто»).
   */
  absentKinds: string[];
  /** What to offer instead of the query's kinds (search-synonyms.ts STAND_INS), if it finds nothing. */
  standIns: string[];
  /** The query's words that are words of the synonym or spelling lists (real words, not typos). */
  listed: string[];
};

/** One word's lexemes as PostgreSQL stems it, each with its forms and whether the catalogue has them. */
export type WordLexemes = { lexeme: string; forms: { form: string; known: boolean }[] }[];

/** A catalogue word near a query word: a candidate of its correction. */
export type SearchNeighbour = { word: string; term: string; lexeme: string };

export interface SearchLookups {
  /**
   * For each word: its lexemes, their forms and which forms occur in the catalogue; and the
   * catalogue words near each `pairs` word when neither it nor its other-script spelling is
   * known (one round trip for the common query).
   */
  lexemes(
    words: string[],
    pairs?: { word: string; other: string | null }[],
    check?: string[],
  ): Promise<{ stems: Map<string, WordLexemes>; near: SearchNeighbour[]; known: Set<string> }>;
  /** Catalogue words near each given word (trigram or edit distance), with their lexemes. */
  neighbours(words: string[]): Promise<SearchNeighbour[]>;
  /** Which of these lexemes occur in the catalogue. */
  knownLexemes(lexemes: string[]): Promise<Set<string>>;
}

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
const head = (word: string) => foldYo(word).slice(0, 3);

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

function dedupe(alternatives: readonly Alternative[]): Alternative[] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = a.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The alternatives of a word whose every lexeme has a form the catalogue knows (else none). */
function knownAlternatives(stems: WordLexemes | undefined): Alternative[] {
  if (!stems?.length) return [];
  if (stems.length === 1) return stems[0]!.forms.filter((f) => f.known).map((f) => [f.form]);
  const forms = stems.map((s) => s.forms.find((f) => f.known)?.form);
  return forms.every((f) => f !== undefined) ? [forms as string[]] : [];
}

const keyOf = (stems: WordLexemes) =>
  stems
    .map((s) => s.lexeme)
    .sort()
    .join(' ');

function synonymsOf(stems: WordLexemes | undefined, synonyms: SynonymIndex): Alternative[] {
  return stems?.length ? (synonyms.byLexemes.get(keyOf(stems)) ?? []) : [];
}

function spellingsOf(stems: WordLexemes | undefined, synonyms: SynonymIndex): Alternative[] {
  return stems?.length ? (synonyms.spellings.get(keyOf(stems)) ?? []) : [];
}

type Chunk = { text: string; words: string[] };

/** Whitespace-separated pieces of the query with their words (the layout swap reads pieces). */
function chunks(raw: string): Chunk[] {
  let budget = MAX_QUERY_WORDS;
  const result: Chunk[] = [];
  for (const text of normalizeQuery(raw).split(/\s+/).filter(Boolean)) {
    if (budget <= 0) break;
    const words = queryWords(text).slice(0, budget);
    budget -= words.length;
    if (words.length) result.push({ text, words });
  }
  return result;
}

type Plan = {
  /** What the shopper typed. */
  word: string;
  /** How it is searched (itself or its correction); null when it is left out. */
  shown: string | null;
  direct: Alternative[];
  related: Alternative[];
  /** A word of the synonym or spelling lists: a real word, never corrected into another one. */
  listed: boolean;
  kind: boolean;
  /** The keys of the kind a slip was taken for, when the catalogue has none of it. */
  meant?: string[];
};

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/**
 * Resolves a query into full-text alternatives and an interpretation (what was searched, what was
 * corrected, what was left out). Words PostgreSQL ignores ("и", "для") and lone letters are
 * skipped silently.
 */
export async function resolveSearchQuery(
  raw: string,
  lookups: SearchLookups,
  synonyms: SynonymIndex,
): Promise<ResolvedSearch> {
  const pieces = chunks(raw);
  const layoutOf = new Map<Chunk, string>();
  const lookupWords = new Set<string>();
  const pairs: { word: string; other: string | null }[] = [];
  for (const piece of pieces) {
    for (const word of piece.words) {
      lookupWords.add(word);
      const other = transliterate(word);
      if (other) lookupWords.add(other);
      pairs.push({ word, other });
    }
    const swapped = swapLayout(piece.text);
    const swappedWords = swapped ? queryWords(swapped) : [];
    if (swappedWords.length === 1 && [...swappedWords[0]!].length >= 2) {
      layoutOf.set(piece, swappedWords[0]!);
      lookupWords.add(swappedWords[0]!);
    }
  }
  // The synonyms' stems the query may need, checked in the same round trip.
  const check = new Set<string>();
  for (const word of lookupWords) {
    for (const lexeme of synonyms.byHead.get(head(word)) ?? []) check.add(lexeme);
  }
  const {
    stems,
    near: nearFirst,
    known: knownChecked,
  } = await lookups.lexemes([...lookupWords], pairs, [...check]);
  const isKnown = (word: string | null) =>
    word !== null && (stems.get(word) ?? []).some((l) => l.forms.some((f) => f.known));
  // The words whose correction candidates came with the first answer.
  const covered = new Set(
    pairs.filter((p) => !isKnown(p.word) && !isKnown(p.other)).map((p) => p.word),
  );

  const plans: Plan[] = [];
  const corrections: SearchInterpretation['corrections'] = [];
  for (const piece of pieces) {
    const piecePlans: Plan[] = [];
    for (const word of piece.words) {
      const own = stems.get(word);
      if (!own?.length || [...word].length < 2) continue;
      const other = transliterate(word);
      const otherStems = other ? stems.get(other) : undefined;
      let direct = dedupe([...knownAlternatives(own), ...spellingsOf(own, synonyms)]);
      let related = synonymsOf(own, synonyms);
      if (direct.length === 0) {
        // A word the catalogue does not have as typed is looked for in the other script.
        direct = dedupe([...knownAlternatives(otherStems), ...spellingsOf(otherStems, synonyms)]);
        related = dedupe([...related, ...synonymsOf(otherStems, synonyms)]);
      } else {
        // One it has ranks its other-script matches below its own ("zara" is Zara before
        // «Заря»; «слим» finds "slim fit" after «слим»).
        related = dedupe([...related, ...knownAlternatives(otherStems)]);
      }
      const keys = [own, otherStems].filter((s) => s?.length).map((s) => keyOf(s!));
      piecePlans.push({
        word,
        shown: word,
        direct,
        related,
        listed: keys.some((key) => synonyms.byLexemes.has(key) || synonyms.spellings.has(key)),
        kind:
          keys.some((key) => synonyms.kinds.has(key)) ||
          direct.some((a) => synonyms.kinds.has([...a].sort().join(' '))),
      });
    }
    // A piece none of whose words the catalogue knows may have been typed in the wrong layout.
    const swapped = layoutOf.get(piece);
    const swappedDirect = swapped ? knownAlternatives(stems.get(swapped)) : [];
    if (
      swapped &&
      swappedDirect.length > 0 &&
      piecePlans.length > 0 &&
      piecePlans.every((p) => p.direct.length === 0 && p.related.length === 0 && !p.listed)
    ) {
      corrections.push({ from: piece.text, to: swapped });
      const swappedStems = stems.get(swapped);
      plans.push({
        word: piece.text,
        shown: swapped,
        direct: dedupe([...swappedDirect, ...spellingsOf(swappedStems, synonyms)]),
        related: synonymsOf(swappedStems, synonyms),
        listed: false,
        kind: Boolean(swappedStems?.length && synonyms.kinds.has(keyOf(swappedStems))),
      });
      continue;
    }
    plans.push(...piecePlans);
  }

  // Alternatives from the groups are words of code, not of the catalogue: those checked and
  // absent are dropped (a query of fewer alternatives also has fewer tiers to plan).
  const knownForms = new Set([
    ...knownChecked,
    ...[...stems.values()].flatMap((lexemes) =>
      lexemes.flatMap((l) => l.forms.filter((f) => f.known).map((f) => f.form)),
    ),
  ]);
  const checked = (a: Alternative) => a.every((l) => check.has(l) || knownForms.has(l));
  const present = (a: Alternative) => a.every((l) => knownForms.has(l));
  for (const plan of plans) {
    plan.direct = plan.direct.filter((a) => !checked(a) || present(a));
    plan.related = plan.related.filter((a) => !checked(a) || present(a));
  }
  // A word found only through alternatives not checked yet counts when the catalogue has one.
  const unsure = plans.filter(
    (p) => !p.direct.some(present) && [...p.direct, ...p.related].some((a) => !checked(a)),
  );
  if (unsure.length) {
    const known = await lookups.knownLexemes([
      ...new Set(unsure.flatMap((p) => [...p.direct, ...p.related].flat())),
    ]);
    for (const lexeme of known) knownForms.add(lexeme);
    for (const plan of unsure) {
      plan.direct = plan.direct.filter(present);
      plan.related = plan.related.filter(present);
    }
  }
  // Synonyms alone stand in for a word the catalogue has in no other way ("dress" → «платье»).
  for (const plan of plans) {
    if (plan.direct.length === 0) [plan.direct, plan.related] = [plan.related, []];
  }

  // A listed word the catalogue has in no way is left out as it is: no typo of another word.
  for (const plan of plans) {
    if (plan.listed && plan.direct.length === 0 && plan.related.length === 0) plan.shown = null;
  }
  const unknown = plans.filter(
    (p) => p.shown !== null && p.direct.length === 0 && p.related.length === 0,
  );
  if (unknown.length) {
    const missing = unknown.filter((p) => !covered.has(p.word)).map((p) => p.word);
    const near = missing.length
      ? [...nearFirst, ...(await lookups.neighbours(correctionForms(missing)))]
      : nearFirst;
    const bests = unknown.map((plan) => bestCorrection(plan.word, near, synonyms));
    // A correction found among the groups' words may stand for stems not checked yet.
    const unchecked = bests.flatMap((best) =>
      best ? [...best.direct, ...best.related].filter((a) => !checked(a)).flat() : [],
    );
    if (unchecked.length) {
      for (const lexeme of await lookups.knownLexemes([...new Set(unchecked)])) {
        knownForms.add(lexeme);
      }
      for (const lexeme of unchecked) check.add(lexeme);
    }
    for (const [index, plan] of unknown.entries()) {
      const best = bests[index];
      // The correction's alternatives the catalogue does not have go.
      const direct = best ? best.direct.filter(present) : [];
      const related = best ? best.related.filter(present) : [];
      if (best && direct.length + related.length > 0) {
        corrections.push({ from: plan.word, to: best.term });
        plan.shown = best.term;
        plan.direct = direct;
        plan.related = related;
        plan.kind = [...direct, ...related].some((a) =>
          synonyms.kinds.has([...a].sort().join(' ')),
        );
      } else {
        plan.shown = null;
        // A slip of a kind the catalogue does not have («пвльто») is that kind's honest nothing.
        const meant = best
          ? [...best.direct, ...best.related].map((a) => [...a].sort().join(' '))
          : [];
        if (meant.some((key) => synonyms.kinds.has(key))) {
          plan.listed = true;
          plan.kind = true;
          plan.meant = meant;
        }
      }
    }
  }

  const searched = plans.filter((p) => p.shown !== null);
  const standIns = new Set<string>();
  for (const plan of plans) {
    const own = stems.get(plan.word);
    const keys = [
      ...(own?.length ? [keyOf(own)] : []),
      ...plan.direct.map((a) => [...a].sort().join(' ')),
      ...(plan.meant ?? []),
    ];
    for (const key of keys) {
      for (const word of synonyms.standIns.get(key) ?? []) standIns.add(word);
    }
  }
  return {
    words: searched.map((p) => ({
      direct: p.direct,
      related: p.related,
      kind: p.kind,
      shown: p.shown!,
      ...(p.shown !== p.word ? { corrected: p.word } : {}),
    })),
    interpretation: {
      query: searched.map((p) => p.shown).join(' '),
      corrections,
      ignored: plans.filter((p) => p.shown === null).map((p) => p.word),
    },
    absentKinds: plans.filter((p) => p.shown === null && p.listed && p.kind).map((p) => p.word),
    standIns: [...standIns],
    listed: plans.filter((p) => p.listed).map((p) => p.word),
  };
}

/** A word and its other-script spelling: both are looked up among the catalogue's words. */
function correctionForms(words: string[]): string[] {
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
function bestCorrection(
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
    .map((word) => {
      const chosen =
        options.related || word.direct.length === 0
          ? dedupe([...word.direct, ...word.related])
          : word.direct;
      return `(${chosen.map(alternative).join(' | ')})`;
    })
    .join(' & ');
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
