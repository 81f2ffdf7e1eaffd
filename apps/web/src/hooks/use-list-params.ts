import { useCallback } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

/**
 * A paged list's state in the address (`?page=2&q=…`), so a reload or a shared link shows the
 * same page. Changing a filter starts again from page 1; the address is replaced, not pushed.
 * `current()` reads the address as it is now (see `usePageSearchParams`).
 */
export function useListParams() {
  const [params, setParams, currentParams] = usePageSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const get = useCallback((key: string) => params.get(key) ?? '', [params]);

  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (value: number) => set({ page: value > 1 ? String(value) : null }),
    [set],
  );

  /** `get` of the address as it is now, which a click may be ahead of the page in drawing. */
  const current = useCallback(() => {
    const now = currentParams();
    return (key: string) => now.get(key) ?? '';
  }, [currentParams]);

  return { page, get, set, setPage, current };
}
