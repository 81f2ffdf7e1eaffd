/**
 * Brand names as pages print them → one clean spelling. Conservative on purpose: a brand's own
 * spelling is kept («adidas Originals», «DKNY», «Levi's», «O'stin»); only junk is removed
 * (surrounding quotes, ® and ™, trailing dots and commas, doubled spaces, typographic
 * apostrophes), and an all-capitals name is turned into Title Case only when it clearly shouts:
 * two or more words, at least one longer than three letters («VERY LONG BRAND» → «Very Long
 * Brand»; words of up to three letters keep their capitals: «LC», «EA7»). One-word capitals
 * («DKNY», «MANGO», «ZARA») are a brand's own style and stay.
 */

/** Spellings brands use themselves, by folded form (lower case, plain apostrophe, no spaces). */
const KNOWN_SPELLINGS: Record<string, string> = {
  "levi's": "Levi's",
  levis: "Levi's",
  "o'stin": "O'stin",
  ostin: "O'stin",
  adidas: 'adidas',
  adidasoriginals: 'adidas Originals',
  adidasperformance: 'adidas Performance',
  newbalance: 'New Balance',
  tommyhilfiger: 'Tommy Hilfiger',
  tommyjeans: 'Tommy Jeans',
  calvinklein: 'Calvin Klein',
  calvinkleinjeans: 'Calvin Klein Jeans',
  "marc o'polo": "Marc O'Polo",
  "marco'polo": "Marc O'Polo",
  thenorthface: 'The North Face',
  unitedcolorsofbenetton: 'United Colors of Benetton',
  underarmour: 'Under Armour',
  lcwaikiki: 'LC Waikiki',
  dkny: 'DKNY',
  hugo: 'HUGO',
  boss: 'BOSS',
  ea7: 'EA7',
  emporioarmani: 'Emporio Armani',
  michaelkors: 'Michael Kors',
  michaelmichaelkors: 'MICHAEL Michael Kors',
  poloralphlauren: 'Polo Ralph Lauren',
  'dr.martens': 'Dr. Martens',
  drmartens: 'Dr. Martens',
  'pull&bear': 'Pull&Bear',
  zarina: 'Zarina',
  loverepublic: 'Love Republic',
  gloriajeans: 'Gloria Jeans',
  tomtailor: 'Tom Tailor',
  ecco: 'ECCO',
};

/** Small words that stay lower case inside a Title Cased name. */
const SMALL_WORDS = new Set(['of', 'and', 'de', 'la', 'le', 'du', 'by', 'the', 'for', 'и', 'для']);

function fold(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

function titleCaseWord(word: string, index: number): string {
  const lower = word.toLowerCase();
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  // Acronyms and short names (LC, EA7, DC, H&M) keep their capitals.
  if (word.replace(/[^\p{L}]/gu, '').length <= 3) return word;
  // Capitalise after the start, a hyphen, an apostrophe or a dot (Jean-Paul, O'Neill, St.Tropez).
  return lower.replace(
    /(^|[-'.])(\p{L})/gu,
    (_m, sep: string, ch: string) => sep + ch.toUpperCase(),
  );
}

export function cleanBrand(raw: string | null | undefined): string {
  if (!raw) return '';
  let name = raw
    .normalize('NFKC')
    .replace(/[\u00a0\u202f\u2009\s]+/g, ' ')
    .replace(/[’‘`´′ʼ]/g, "'")
    .replace(/[®™©]/g, '')
    .trim();
  // Wrapping quotes and trailing punctuation («"Zarina".», 'Mango,').
  name = name.replace(/^["«»“”„']+|["«»“”„]+$/g, '').trim();
  name = name.replace(/[\s.,;:·•\-–—]+$/u, '').trim();
  if (!name) return '';

  const known = KNOWN_SPELLINGS[fold(name)];
  if (known) return known;

  const letters = name.replace(/[^\p{L}]/gu, '');
  const shouting =
    letters.length > 0 &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase() &&
    name.split(' ').length >= 2 &&
    name.split(' ').some((w) => w.replace(/[^\p{L}]/gu, '').length > 3);
  if (shouting) {
    return name
      .split(' ')
      .map((word, index) => titleCaseWord(word, index))
      .join(' ');
  }
  return name;
}
