/* The words a search is made of, and what it asks the catalogue about them. */

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
