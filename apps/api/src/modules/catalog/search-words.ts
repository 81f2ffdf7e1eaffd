/**
 * Text helpers of catalogue search, free of the database: splitting a query into words, the two
 * transliterations (Latin ↔ Cyrillic), the keyboard-layout swap (a query typed with the wrong
 * layout) and the edit distance that picks a typo's correction.
 */

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /[a-z]/;

export const MAX_QUERY_WORDS = 12;

/**
 * Lower case; apostrophes inside a word dropped ("Levi's" → "levis", "O’stin" → "ostin"); a
 * Latin letter hyphened to a word joined to it ("t-shirt" → "tshirt").
 */
export function normalizeQuery(raw: string): string {
  return raw
    .toLowerCase()
    .normalize('NFC')
    .replace(/(?<=\p{L})['’`ʼ](?=\p{L})/gu, '')
    .replace(/(?<![\p{L}\p{N}])([a-z])-(?=[a-z]{2})/gu, '$1');
}

/** The words of a query: letters and digits, in order, at most MAX_QUERY_WORDS. */
export function queryWords(raw: string): string[] {
  return normalizeQuery(raw)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

export function isCyrillic(word: string): boolean {
  return CYRILLIC.test(word);
}

export function isLatin(word: string): boolean {
  return LATIN.test(word) && !CYRILLIC.test(word);
}

/** ё and е are one letter for comparing words (shoppers rarely type ё). */
export const foldYo = (word: string) => word.replace(/ё/g, 'е');

const CYR_TO_LAT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Longest spellings first, so "shch" is read before "sh" and "zh" before "z". */
const LAT_TO_CYR: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yo', 'ё'],
  ['jo', 'ё'],
  ['ye', 'е'],
  ['ck', 'к'],
  ['ph', 'ф'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['z', 'з'],
];

const VOWELS_LAT = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/**
 * The other script's spelling of a word: Cyrillic → Latin ("адидас" → "adidas") or Latin →
 * Cyrillic ("dzhinsy" → "джинсы", "plate" → "плате"); null for a word of digits or mixed scripts.
 */
export function transliterate(word: string): string | null {
  if (isCyrillic(word)) {
    if (/[a-z]/.test(word)) return null;
    return [...word].map((ch) => CYR_TO_LAT[ch] ?? ch).join('');
  }
  if (!isLatin(word)) return null;
  let out = '';
  let i = 0;
  while (i < word.length) {
    const rest = word.slice(i);
    // "y" after a vowel is «й» (novyy, sinij), otherwise «ы» (dzhinsy, krossovky).
    if (rest[0] === 'y' && !/^y[aeou]/.test(rest)) {
      const previous = word[i - 1];
      out += previous && VOWELS_LAT.has(previous) ? 'й' : 'ы';
      i += 1;
      continue;
    }
    const match = LAT_TO_CYR.find(([lat]) => rest.startsWith(lat));
    if (match) {
      out += match[1];
      i += match[0].length;
    } else {
      out += rest[0];
      i += 1;
    }
  }
  return out;
}

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

/**
 * A chunk typed with the wrong keyboard layout, read in the other one ("l;bycs" → "джинсы",
 * "тшлу" → "nike"); null when a character has no counterpart.
 */
export function swapLayout(chunk: string): string | null {
  const lower = chunk.toLowerCase();
  let out = '';
  for (const ch of lower) {
    const latin = QWERTY.indexOf(ch);
    const cyrillic = JCUKEN.indexOf(ch);
    if (latin >= 0) out += JCUKEN[latin];
    else if (cyrillic >= 0) out += QWERTY[cyrillic];
    else return null;
  }
  return out;
}

/** Letters that shoppers swap for one another without noticing: a substitution costs half. */
const CLOSE_GROUPS = [
  'аоя',
  'еэиёыь',
  'уюё',
  'ьъй',
  'ия',
  'ая',
  'оё',
  'бп',
  'вф',
  'гк',
  'дт',
  'жш',
  'зс',
  'шщ',
  'цс',
  'aeiouy',
  'ck',
  'sz',
  'iy',
];
const pairKey = (a: number, b: number) => a * 0x10000 + b;
const CLOSE = new Set<number>();
for (const group of CLOSE_GROUPS) {
  for (const a of group) {
    for (const b of group) if (a !== b) CLOSE.add(pairKey(a.charCodeAt(0), b.charCodeAt(0)));
  }
}

/** Letters whose presence or absence is a small slip: soft and hard signs. */
const LIGHT = new Set(['ь', 'ъ'].map((ch) => ch.charCodeAt(0)));

/**
 * Damerau–Levenshtein (adjacent transpositions) with shoppers' slips made cheap: swapping close
 * letters (а/я, е/и/ь, с/з …) costs 0.5, a doubled or undoubled letter ("кросовки") and a missing
 * soft sign cost 0.5; every other edit costs 1. ё counts as е. Past `limit` it answers Infinity
 * without finishing (a correction only needs to know it is too far).
 */
export function typoDistance(aRaw: string, bRaw: string, limit = Infinity): number {
  const a = Array.from(foldYo(aRaw), (ch) => ch.charCodeAt(0));
  const b = Array.from(foldYo(bRaw), (ch) => ch.charCodeAt(0));
  const indel = (word: number[], index: number) => {
    const ch = word[index]!;
    if (LIGHT.has(ch) || word[index - 1] === ch || word[index + 1] === ch) return 0.5;
    return 1;
  };
  const costA = a.map((_, i) => indel(a, i));
  const costB = b.map((_, j) => indel(b, j));
  // Three rows of the matrix: two back for transpositions, one back, and the current one.
  let before = new Float64Array(b.length + 1);
  let previous = new Float64Array(b.length + 1);
  let current = new Float64Array(b.length + 1);
  for (let j = 1; j <= b.length; j++) previous[j] = previous[j - 1]! + costB[j - 1]!;
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const ca = a[i - 1]!;
    current[0] = previous[0]! + costA[i - 1]!;
    let rowMin = current[0]!;
    for (let j = 1; j <= b.length; j++) {
      const cb = b[j - 1]!;
      const substitution = ca === cb ? 0 : CLOSE.has(pairKey(ca, cb)) ? 0.5 : 1;
      let best = Math.min(
        previous[j]! + costA[i - 1]!,
        current[j - 1]! + costB[j - 1]!,
        previous[j - 1]! + substitution,
      );
      if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    // A transposition reaches this row from two rows back: both rows past the limit end it.
    if (rowMin > limit && previousMin > limit) return Infinity;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** The letter pairs of a word, its ends marked (`^к`, `кр` … `и$`); ё counts as е. */
export function letterPairs(word: string): Set<string> {
  const letters = ['^', ...foldYo(word), '$'];
  const pairs = new Set<string>();
  for (let i = 1; i < letters.length; i++) pairs.add(letters[i - 1]! + letters[i]!);
  return pairs;
}

/**
 * Whether two words may be within a typo of each other: a word and its slip always share at
 * least two letter pairs (the edits allowed leave that many), so the edit distance is measured
 * only for those that do.
 */
export function mayBeTypo(pairs: Set<string>, other: Set<string>): boolean {
  let shared = 0;
  for (const pair of pairs) if (other.has(pair) && ++shared >= 2) return true;
  return false;
}

/** How far a correction may be from what was typed: nothing for short words, more for long ones. */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  if (length <= 3) return 0;
  if (length === 4) return 1;
  if (length <= 7) return 2;
  if (length <= 10) return 2.5;
  return 3;
}
