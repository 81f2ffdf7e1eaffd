import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAvailableItems } from '../api/get-available-items';
import type { BuilderValues } from '../builder-form';
import {
  removeDraft,
  sameValues,
  selectionIds,
  writeDraft,
  type BuilderDraft,
  type PhotoChoice,
} from '../builder-draft';

/**
 * Keeps the builder's draft (`key`, null for nobody) in step with the form: written while the
 * values differ from `baseline`, removed when they are back to it, on `discard` and on `clear`
 * (a successful save). The items of a draft restored at mount (`initial`) that no longer exist
 * are handed to `onItemsGone`'s caller as the ids that do (`available`), once.
 */
export function useBuilderDraft({
  key,
  initial,
  baseline,
  values,
  photo,
  onAvailable,
}: {
  key: string | null;
  initial: BuilderDraft | null;
  baseline: BuilderValues;
  values: BuilderValues;
  photo: PhotoChoice | null;
  onAvailable: (available: number[]) => void;
}) {
  const [restored, setRestored] = useState(initial !== null);
  const dirty = !sameValues(values, baseline);
  /** After a save the draft is gone for good, whatever the form still holds. */
  const finished = useRef(false);

  useEffect(() => {
    if (!key || finished.current) return;
    if (dirty) writeDraft(key, { values, photo });
    else removeDraft(key);
  }, [key, dirty, values, photo]);

  const initialIds = useMemo(() => (initial ? selectionIds(initial.values.items) : []), [initial]);
  const check = useAvailableItems(initialIds);
  const checked = useRef(false);
  useEffect(() => {
    if (!check.data || checked.current) return;
    checked.current = true;
    if (check.data.ids.length < initialIds.length) onAvailable(check.data.ids);
  }, [check.data, initialIds.length, onAvailable]);

  /** Forgets the restored draft (the caller puts the form back to `baseline`). */
  const discard = useCallback(() => {
    if (key) removeDraft(key);
    setRestored(false);
  }, [key]);

  const clear = useCallback(() => {
    finished.current = true;
    if (key) removeDraft(key);
  }, [key]);

  return { dirty, restored: restored && dirty, discard, clear };
}
