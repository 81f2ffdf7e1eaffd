import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MIN_CHARS, type Category } from '@shop/contract';
import { useState } from 'react';
import { useSlotItems } from '../api/search-slot-items';

/** The builder's search waits this long after typing, from SEARCH_MIN_CHARS characters. */
export const SLOT_SEARCH_DEBOUNCE_MS = 400;

/**
 * A slot's search over its category: the text as typed, and what is asked of the server (`q`,
 * null while too short) once the typing has paused.
 */
export function useSlotSearch(category: Category) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SLOT_SEARCH_DEBOUNCE_MS);
  const q = debounced.length >= SEARCH_MIN_CHARS ? debounced : null;
  const search = useSlotItems(q, category);
  return { text, setText, q, search };
}
