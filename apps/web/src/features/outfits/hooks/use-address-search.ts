import { useEffect, useRef, useState } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { normalizeSearch, useDebouncedSearch } from './use-debounced-search';

/**
 * A list's search kept in the address (`?q=…`) like the catalogue's filters: a reload, a shared
 * link or Back from an outfit shows the same search. What is typed applies after the debounce and
 * replaces the history entry (Back leaves the list rather than stepping through keystrokes); when
 * the address changes from outside (a link to the bare list), the box follows.
 */
export function useAddressSearch() {
  const [params, setParams] = usePageSearchParams();
  const q = normalizeSearch(params.get('q') ?? '');
  const [text, setText] = useState(q ?? '');
  const { q: typed, tooShort } = useDebouncedSearch(text);
  /** The search in the address as this box last saw or wrote it. */
  const applied = useRef(q);

  useEffect(() => {
    if (q === applied.current) return;
    applied.current = q;
    setText(q ?? '');
  }, [q]);

  useEffect(() => {
    if (typed === applied.current) return;
    applied.current = typed;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed) next.set('q', typed);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [typed, setParams]);

  return { text, setText, q, tooShort };
}
