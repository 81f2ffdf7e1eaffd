import { useState } from 'react';

/** A row's id: a number, or a text for rows the server names (audit entries). */
type RowId = number | string;

/** Which rows are ticked, by id. */
export type Selection = {
  has: (id: RowId) => boolean;
  toggle: (id: RowId) => void;
  setAll: (on: boolean) => void;
  all: boolean;
  some: boolean;
};

/**
 * The ticked rows of the page on screen; a new page, filter or order (another `resetKey`) starts
 * with none, so an action never reaches rows the admin no longer sees.
 */
export function useSelection<Row extends { id: RowId }>(
  rows: Row[],
  resetKey: string,
): Selection & { ids: Set<RowId> } {
  const [state, setState] = useState<{ key: string; ids: Set<RowId> }>({
    key: resetKey,
    ids: new Set(),
  });
  const ids = state.key === resetKey ? state.ids : new Set<RowId>();
  const onPage = rows.filter((r) => ids.has(r.id));
  return {
    ids,
    has: (id) => ids.has(id),
    toggle: (id) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      setState({ key: resetKey, ids: next });
    },
    setAll: (on) =>
      setState({ key: resetKey, ids: new Set<RowId>(on ? rows.map((r) => r.id) : []) }),
    all: rows.length > 0 && onPage.length === rows.length,
    some: onPage.length > 0,
  };
}
