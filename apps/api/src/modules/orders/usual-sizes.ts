import { sizeGroupOf, type Category, type SizeGroup } from '@shop/contract';

/** How many of the latest ordered lines tell the sizes a shopper takes. */
export const USUAL_SIZE_LINES = 200;

/** The sizes a shopper takes in one category and size system, the likeliest first. */
export type UsualSize = { category: Category; group: SizeGroup; sizes: string[] };

/**
 * Groups ordered lines (newest first) by category and size system; in each, the sizes ordered
 * most often (by pieces) come first, a tie going to the one ordered last. Sizes without a system
 * of their own (one size, volumes) say nothing about the shopper and are left out.
 */
export function usualSizesOf(
  lines: readonly { category: Category; size: string; quantity: number }[],
): UsualSize[] {
  const groups = new Map<string, { usual: UsualSize; tally: Map<string, number> }>();
  for (const line of lines) {
    const group = sizeGroupOf(line.size, line.category);
    if (group === 'one' || group === 'volume') continue;
    const key = `${line.category}:${group}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = { usual: { category: line.category, group, sizes: [] }, tally: new Map() };
      groups.set(key, entry);
    }
    const size = line.size.trim();
    // Map keeps the first-seen (newest) order, which breaks ties below (the sort is stable).
    entry.tally.set(size, (entry.tally.get(size) ?? 0) + line.quantity);
  }
  return [...groups.values()].map(({ usual, tally }) => ({
    ...usual,
    sizes: [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([size]) => size),
  }));
}
