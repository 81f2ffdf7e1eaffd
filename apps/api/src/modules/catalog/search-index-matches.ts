/*
 * Sets of items as the search index computes them (decision 110): slots ascending, each with the
 * documents that hold a query's part (bit 1 the name, 2 the card, 4 everything), all its words'
 * forms and their own forms only.
 */

/** The first index at or after `from` whose slot is ≥ `slot` (galloping, then binary search). */
export function seek(slots: Int32Array, length: number, from: number, slot: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < length && slots[high]! < slot) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, length);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (slots[mid]! < slot) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Items (slots, ascending) with the documents that hold a query part: all of it, its own forms. */
export type Matches = { slots: Int32Array; length: number; all: Uint8Array; direct: Uint8Array };

/** The items in both, each document held by both. */
export function intersect(a: Matches, b: Matches): Matches {
  const size = Math.min(a.length, b.length);
  const out = {
    slots: new Int32Array(size),
    all: new Uint8Array(size),
    direct: new Uint8Array(size),
  };
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a.slots[i]!;
    const y = b.slots[j]!;
    if (x < y) i = seek(a.slots, a.length, i, y);
    else if (y < x) j = seek(b.slots, b.length, j, x);
    else {
      const all = a.all[i]! & b.all[j]!;
      if (all) {
        out.slots[n] = x;
        out.all[n] = all;
        out.direct[n] = a.direct[i]! & b.direct[j]!;
        n += 1;
      }
      i += 1;
      j += 1;
    }
  }
  return { ...out, length: n };
}

/** The items in either, each with the documents either holds. */
export function unite(a: Matches, b: Matches): Matches {
  const size = a.length + b.length;
  const out = {
    slots: new Int32Array(size),
    all: new Uint8Array(size),
    direct: new Uint8Array(size),
  };
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a.slots[i]! : Infinity;
    const y = j < b.length ? b.slots[j]! : Infinity;
    out.slots[n] = Math.min(x, y);
    out.all[n] = (x <= y ? a.all[i]! : 0) | (y <= x ? b.all[j]! : 0);
    out.direct[n] = (x <= y ? a.direct[i]! : 0) | (y <= x ? b.direct[j]! : 0);
    if (x <= y) i += 1;
    if (y <= x) j += 1;
    n += 1;
  }
  return { ...out, length: n };
}
