import type { SearchInterpretation } from '@shop/contract';
import {
  MAX_QUERY_WORDS,
  normalizeQuery,
  queryWords,
  swapLayout,
  transliterate,
} from './search-words';
import { bestCorrection, correctionForms } from './search-corrections';
import {
  dedupe,
  head,
  keyOf,
  knownAlternatives,
  spellingsOf,
  synonymsOf,
  type SynonymIndex,
} from './search-synonym-index';
import type {
  Alternative,
  SearchLookups,
  SearchNeighbour,
  WordLexemes,
  WordQuery,
} from './search-terms';

export { buildSynonymIndex, type SynonymIndex } from './search-synonym-index';
export type { SearchLookups, SearchNeighbour, WordLexemes, WordQuery } from './search-terms';
export { brandKey, brandKeys, kindTsquery, toTsquery } from './search-tsquery';

/**
 * How a shopper's query becomes a full-text query (decision 023). Each word is looked for as
 * typed, in every form (PostgreSQL's Russian stemmer, plus the fleeting vowel of «кроссовок» /
 * «кроссовки» that the stemmer keeps apart); a word the catalogue does not have is looked for in
 * the other script («адидас» → "adidas", "dzhinsy" → «джинсы»). Synonyms add the same thing's
 * other names ("dress" ↔ «платье», «левайс» ↔ "Levi's"). A word the catalogue knows in none of
 * these ways is corrected to the closest word it does know, or, failing that, left out; the
 * interpretation says which.
 */

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

/** What one query needs looked up: its pieces, their words and other-script and layout forms. */
function whatToLookUp(raw: string, synonyms: SynonymIndex) {
  const pieces = chunks(raw);
  const layoutOf = new Map<Chunk, string>();
  const words = new Set<string>();
  const pairs: { word: string; other: string | null }[] = [];
  for (const piece of pieces) {
    for (const word of piece.words) {
      words.add(word);
      const other = transliterate(word);
      if (other) words.add(other);
      pairs.push({ word, other });
    }
    const swapped = swapLayout(piece.text);
    const swappedWords = swapped ? queryWords(swapped) : [];
    if (swappedWords.length === 1 && [...swappedWords[0]!].length >= 2) {
      layoutOf.set(piece, swappedWords[0]!);
      words.add(swappedWords[0]!);
    }
  }
  // The synonyms' stems the query may need, checked in the same round trip.
  const check = new Set<string>();
  for (const word of words) {
    for (const lexeme of synonyms.byHead.get(head(word)) ?? []) check.add(lexeme);
  }
  return { pieces, layoutOf, words: [...words], pairs, check };
}

type Stems = Map<string, WordLexemes>;

/** Each word's plan: its own alternatives, the other script's, its synonyms; a piece typed in the wrong layout as the swapped word. */
function planWords(
  pieces: Chunk[],
  layoutOf: Map<Chunk, string>,
  stems: Stems,
  synonyms: SynonymIndex,
) {
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
          direct.some((a) => synonyms.kinds.has(sortedKey(a))),
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
  return { plans, corrections };
}

const sortedKey = (a: Alternative) => [...a].sort().join(' ');

/**
 * Which lexemes the catalogue has: `checked` an alternative whose every lexeme was looked up,
 * `present` one whose every lexeme the catalogue has; `learn` adds lexemes looked up later.
 */
function knownLexemes(stems: Stems, knownChecked: Iterable<string>, check: Set<string>) {
  const forms = new Set([
    ...knownChecked,
    ...[...stems.values()].flatMap((lexemes) =>
      lexemes.flatMap((l) => l.forms.filter((f) => f.known).map((f) => f.form)),
    ),
  ]);
  return {
    checked: (a: Alternative) => a.every((l) => check.has(l) || forms.has(l)),
    present: (a: Alternative) => a.every((l) => forms.has(l)),
    learn(found: Iterable<string>, looked: Iterable<string> = []) {
      for (const lexeme of found) forms.add(lexeme);
      for (const lexeme of looked) check.add(lexeme);
    },
  };
}
type Known = ReturnType<typeof knownLexemes>;

/**
 * Alternatives from the groups are words of code, not of the catalogue: those checked and absent
 * are dropped, those not checked yet are looked up when a word depends on them; synonyms alone
 * then stand in for a word the catalogue has in no other way, and a listed word it has in no way
 * is left out as it is (no typo of another word).
 */
async function keepPresent(plans: Plan[], known: Known, lookups: SearchLookups) {
  for (const plan of plans) {
    plan.direct = plan.direct.filter((a) => !known.checked(a) || known.present(a));
    plan.related = plan.related.filter((a) => !known.checked(a) || known.present(a));
  }
  const unsure = plans.filter(
    (p) =>
      !p.direct.some(known.present) && [...p.direct, ...p.related].some((a) => !known.checked(a)),
  );
  if (unsure.length) {
    known.learn(
      await lookups.knownLexemes([
        ...new Set(unsure.flatMap((p) => [...p.direct, ...p.related].flat())),
      ]),
    );
    for (const plan of unsure) {
      plan.direct = plan.direct.filter(known.present);
      plan.related = plan.related.filter(known.present);
    }
  }
  for (const plan of plans) {
    if (plan.direct.length === 0) [plan.direct, plan.related] = [plan.related, []];
    if (plan.listed && plan.direct.length === 0 && plan.related.length === 0) plan.shown = null;
  }
}

/**
 * A word the catalogue knows in no way is corrected to the closest word it does know (its
 * neighbours came with the first answer, or are looked up now), or left out; a slip of a kind the
 * catalogue does not have («пвльто») is that kind's honest nothing.
 */
async function correctUnknown(
  plans: Plan[],
  corrections: SearchInterpretation['corrections'],
  firstAnswer: { near: SearchNeighbour[]; covered: Set<string> },
  known: Known,
  lookups: SearchLookups,
  synonyms: SynonymIndex,
) {
  const unknown = plans.filter(
    (p) => p.shown !== null && p.direct.length === 0 && p.related.length === 0,
  );
  if (!unknown.length) return;
  const missing = unknown.filter((p) => !firstAnswer.covered.has(p.word)).map((p) => p.word);
  const near = missing.length
    ? [...firstAnswer.near, ...(await lookups.neighbours(correctionForms(missing)))]
    : firstAnswer.near;
  const bests = unknown.map((plan) => bestCorrection(plan.word, near, synonyms));
  // A correction found among the groups' words may stand for stems not checked yet.
  const unchecked = bests.flatMap((best) =>
    best ? [...best.direct, ...best.related].filter((a) => !known.checked(a)).flat() : [],
  );
  if (unchecked.length) known.learn(await lookups.knownLexemes([...new Set(unchecked)]), unchecked);
  for (const [index, plan] of unknown.entries()) {
    const best = bests[index];
    // The correction's alternatives the catalogue does not have go.
    const direct = best ? best.direct.filter(known.present) : [];
    const related = best ? best.related.filter(known.present) : [];
    if (best && direct.length + related.length > 0) {
      corrections.push({ from: plan.word, to: best.term });
      plan.shown = best.term;
      plan.direct = direct;
      plan.related = related;
      plan.kind = [...direct, ...related].some((a) => synonyms.kinds.has(sortedKey(a)));
      continue;
    }
    plan.shown = null;
    const meant = best ? [...best.direct, ...best.related].map(sortedKey) : [];
    if (meant.some((key) => synonyms.kinds.has(key))) {
      plan.listed = true;
      plan.kind = true;
      plan.meant = meant;
    }
  }
}

/** The plans as the search and its interpretation: what was searched, corrected, left out. */
function resolved(
  plans: Plan[],
  corrections: SearchInterpretation['corrections'],
  stems: Stems,
  synonyms: SynonymIndex,
): ResolvedSearch {
  const searched = plans.filter((p) => p.shown !== null);
  const standIns = new Set<string>();
  for (const plan of plans) {
    const own = stems.get(plan.word);
    const keys = [
      ...(own?.length ? [keyOf(own)] : []),
      ...plan.direct.map(sortedKey),
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
  const { pieces, layoutOf, words, pairs, check } = whatToLookUp(raw, synonyms);
  const { stems, near, known: knownChecked } = await lookups.lexemes(words, pairs, [...check]);
  const isKnown = (word: string | null) =>
    word !== null && (stems.get(word) ?? []).some((l) => l.forms.some((f) => f.known));
  // The words whose correction candidates came with the first answer.
  const covered = new Set(
    pairs.filter((p) => !isKnown(p.word) && !isKnown(p.other)).map((p) => p.word),
  );
  const { plans, corrections } = planWords(pieces, layoutOf, stems, synonyms);
  const known = knownLexemes(stems, knownChecked, check);
  await keepPresent(plans, known, lookups);
  await correctUnknown(plans, corrections, { near, covered }, known, lookups, synonyms);
  return resolved(plans, corrections, stems, synonyms);
}
