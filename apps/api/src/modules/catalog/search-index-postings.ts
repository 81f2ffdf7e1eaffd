import type { Matches } from './search-index-matches';

/** A growable column of numbers. */
export class Column<T extends Int32Array | Float64Array | Uint8Array> {
  length = 0;
  constructor(
    public values: T,
    private readonly make: (size: number) => T,
  ) {}
  push(value: number) {
    if (this.length === this.values.length) {
      const next = this.make(Math.max(8, this.values.length * 2));
      next.set(this.values);
      this.values = next;
    }
    this.values[this.length++] = value;
  }
  /** The filled part, without copying. */
  filled(): T {
    return this.values.subarray(0, this.length) as T;
  }
}

export const ints = () => new Column(new Int32Array(0), (n) => new Int32Array(n));
export const bytes = () => new Column(new Uint8Array(0), (n) => new Uint8Array(n));

/** A posting: the slot and the documents holding the lexeme, in one number (slot × 8 + mask). */
const pack = (slot: number, mask: number) => slot * 8 + mask;

// V8 may keep a long substring as a slice of the row's whole text; a lexeme kept by the index
// is copied so that the row's text can go.
const own = (lexeme: string) =>
  lexeme.length < 13 ? lexeme : Buffer.from(lexeme, 'utf8').toString('utf8');

/**
 * Each lexeme's postings, ascending by slot. Loaded in one pass (every posting in slot order, then
 * laid out lexeme by lexeme in one array, four bytes a posting: a catalogue's many rare words
 * — model names, numbers — cost no object each); what is added after the load goes to small
 * growable lists beside it, whose slots all come after the load's.
 */
export function createPostings() {
  const words = new Map<string, number>();
  // The load's postings while loading: lexeme numbers and packed postings, in slot order.
  let loading: { word: Column<Int32Array>; posting: Column<Int32Array> } | null = {
    word: ints(),
    posting: ints(),
  };
  let offsets = new Int32Array(1);
  // The load's postings, lexeme by lexeme: slots, and the documents holding the lexeme.
  let loadedSlots = new Int32Array(0);
  let loadedMasks = new Uint8Array(0);
  // Zeros to read as a lexeme's own-forms documents when it is a synonym (never written).
  let zeros = new Uint8Array(0);
  const added = new Map<number, Column<Int32Array>>();

  function numberOf(lexeme: string) {
    let word = words.get(lexeme);
    if (word === undefined) words.set(own(lexeme), (word = words.size));
    return word;
  }

  function add(lexeme: string, slot: number, mask: number) {
    const word = numberOf(lexeme);
    if (loading) {
      loading.word.push(word);
      loading.posting.push(pack(slot, mask));
      return;
    }
    let list = added.get(word);
    if (!list) added.set(word, (list = ints()));
    list.push(pack(slot, mask));
  }

  /** Ends the load: its postings laid out lexeme by lexeme (a counting sort keeps slot order). */
  function seal() {
    if (!loading) return;
    const word = loading.word.filled();
    const posting = loading.posting.filled();
    offsets = new Int32Array(words.size + 1);
    for (let k = 0; k < word.length; k++) offsets[word[k]! + 1]! += 1;
    for (let w = 0; w < words.size; w++) offsets[w + 1]! += offsets[w]!;
    const at = offsets.slice(0, words.size);
    loadedSlots = new Int32Array(posting.length);
    loadedMasks = new Uint8Array(posting.length);
    for (let k = 0; k < posting.length; k++) {
      const to = at[word[k]!]!++;
      loadedSlots[to] = posting[k]! >>> 3;
      loadedMasks[to] = posting[k]! & 7;
    }
    loading = null;
  }

  /**
   * A lexeme's items as matches, `direct` as given, or null when no item holds it. The load's
   * postings are read in place; only a lexeme with postings added since is copied.
   */
  function matches(lexeme: string, direct: boolean): Matches | null {
    const word = words.get(lexeme);
    if (word === undefined) return null;
    const [from, to] = word + 1 < offsets.length ? [offsets[word]!, offsets[word + 1]!] : [0, 0];
    const later = added.get(word)?.filled() ?? new Int32Array(0);
    const length = to - from + later.length;
    if (!length) return null;
    let slots = loadedSlots.subarray(from, to);
    let all = loadedMasks.subarray(from, to);
    if (later.length) {
      slots = new Int32Array(length);
      all = new Uint8Array(length);
      slots.set(loadedSlots.subarray(from, to));
      all.set(loadedMasks.subarray(from, to));
      for (let k = 0; k < later.length; k++) {
        slots[to - from + k] = later[k]! >>> 3;
        all[to - from + k] = later[k]! & 7;
      }
    }
    if (!direct && zeros.length < length)
      zeros = new Uint8Array(Math.max(length, zeros.length * 2));
    return { slots, length, all, direct: direct ? all : zeros.subarray(0, length) };
  }

  /** How many postings lexeme has (for ordering a query's lexemes, rarest first). */
  function count(lexeme: string): number {
    const word = words.get(lexeme);
    if (word === undefined) return 0;
    const first = word + 1 < offsets.length ? offsets[word + 1]! - offsets[word]! : 0;
    return first + (added.get(word)?.length ?? 0);
  }

  return { add, seal, matches, count };
}
