import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shop/contract';

/** The search a text stands for: trimmed, and only from SEARCH_MIN_CHARS characters on. */
export function normalizeSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_CHARS ? trimmed : undefined;
}

/**
 * The search applied SEARCH_DEBOUNCE_MS after the last keystroke (the outfit list and the
 * builder's item search): undefined while the trimmed text is shorter than SEARCH_MIN_CHARS.
 * `tooShort` tells the box to say so.
 */
export function useDebouncedSearch(text: string) {
  const [settled] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const length = text.trim().length;
  return {
    q: normalizeSearch(settled),
    tooShort: length > 0 && length < SEARCH_MIN_CHARS,
  };
}
