/**
 * Word matching for Russian and English product names. `\b` does not see Cyrillic letters, so a
 * word boundary here is "no letter before" (and, for whole words, "no letter after").
 */

/** Lower case, ё → е, one space between words. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/**
 * A pattern for word forms: each entry is a regular expression source for the word (already folded:
 * no ё, lower case), matched from a word start to a word end.
 */
export function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/** Position of the first match of `pattern` in `text`, or -1. */
export function firstIndex(pattern: RegExp, text: string): number {
  return text.search(pattern);
}
