/**
 * Changes one record, found by its `id`, inside any cached data we keep: a list, infinite pages
 * (`{ pages, pageParams }`) or the record itself. The item cache and the outfit cache use it
 * for their own families of keys.
 */

/** Lists inside lists, infinite pages: deep enough for every shape we cache, and no deeper. */
const MAX_DEPTH = 5;

export type RecordPatch = Readonly<Record<string, unknown>>;

function needsPatch(record: Record<string, unknown>, patch: RecordPatch): boolean {
  return Object.entries(patch).some(([field, value]) => field in record && record[field] !== value);
}

/**
 * `value` with the record's fields replaced; the same reference when nothing changed, so React
 * Query leaves untouched queries alone. Only fields the cached record already has are set.
 * `patch` may be a function of the record (a counter that moves by one).
 */
export function patchById(
  value: unknown,
  id: number,
  patch: RecordPatch | ((record: Record<string, unknown>) => RecordPatch),
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry: unknown) => {
      const patched = patchById(entry, id, patch, depth + 1);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  const record = value as Record<string, unknown>;
  if (record.id === id) {
    const fields = typeof patch === 'function' ? patch(record) : patch;
    if (!needsPatch(record, fields)) return value;
    const known = Object.fromEntries(Object.entries(fields).filter(([field]) => field in record));
    return { ...record, ...known };
  }
  // Infinite queries: { pages: [...], pageParams: [...] }.
  if (Array.isArray(record.pages)) {
    const pages = patchById(record.pages, id, patch, depth + 1);
    return pages === record.pages ? value : { ...record, pages };
  }
  return value;
}
