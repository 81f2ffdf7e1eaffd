import { useState } from 'react';

/** Which rows are ticked, by id. */
export type Selection = {
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  setAll: (on: boolean) => void;
  all: boolean;
  some: boolean;
};

/**
 * The ticked rows of the page on screen; a new page, filter or order (another `resetKey`) starts
 * with none, so an action never reaches rows the admin no longer sees.
 */
export function useSelection<Row extends { id: number }>(
  rows: Row[],
  resetKey: string,
): Selection & { ids: Set<number> } {
  const [state, setState] = useState<{ key: string; ids: Set<number> }>({
    key: resetKey,
    ids: new Set(),
  });
  const ids = state.key === resetKey ? state.ids : new Set<number>();
  const onPage = rows.filter((r) => ids.has(r.id));
  return {
    ids,
    has: (id) => ids.has(id),
    toggle: (id) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      setState({ key: resetKey, ids: next });
    },
    setAll: (on) => setState({ key: resetKey, ids: new Set(on ? rows.map((r) => r.id) : []) }),
    all: rows.length > 0 && onPage.length === rows.length,
    some: onPage.length > 0,
  };
}
