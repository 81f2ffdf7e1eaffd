import { SEARCH_DEBOUNCE_MS } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { normalizeSearch } from '../filters';

/**
 * The search box's text and the search it applies: what is typed applies SEARCH_DEBOUNCE_MS after
 * the last keystroke, `applyNow` at once (Enter, the clear button). `value` is the applied search
 * (from the URL); when it changes from outside (reset, a shared link) the text follows.
 */
export function useSearchText(
  value: string | undefined,
  onSearch: (q: string | undefined) => void,
) {
  const [text, setText] = useState(value ?? '');
  /** The last search this box applied, to tell our own URL changes from outside ones. */
  const applied = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Follow the URL when something else changed the search.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value ?? '');
  }, [value]);

  // Apply what was typed after the debounce.
  useEffect(() => {
    const next = normalizeSearch(text);
    if (next === applied.current) return;
    const timer = window.setTimeout(() => {
      applied.current = next;
      onSearchRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const applyNow = (next: string) => {
    const q = normalizeSearch(next);
    if (q === applied.current) return;
    applied.current = q;
    onSearch(q);
  };

  return { text, setText, applyNow };
}
