import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { itemQueryOptions } from '@/api/items/get-item';
import { toPick, type BuilderPick } from '../builder-form';
import { SEED_PARAM, seedIdsOf } from '../builder-seed';

/**
 * A new outfit opened with items in its address (a look's «Открыть в конструкторе»): once the
 * items have loaded, `apply` gets those that exist, and the address drops them (a reload keeps
 * the draft, not the look again). Does nothing while `enabled` is false (an outfit's edit).
 */
export function useBuilderSeed(enabled: boolean, apply: (picks: BuilderPick[]) => void) {
  const [params, setParams] = useSearchParams();
  const ids = useMemo(() => (enabled ? seedIdsOf(params) : []), [enabled, params]);
  const items = useQueries({ queries: ids.map((id) => itemQueryOptions(id)) });
  const settled = items.every((query) => !query.isPending);
  const applied = useRef(false);
  useEffect(() => {
    if (!ids.length || !settled || applied.current) return;
    applied.current = true;
    apply(items.flatMap((query) => (query.data ? [toPick(query.data)] : [])));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [ids.length, settled, items, apply, setParams]);
}
