import { useState } from 'react';
import { clampToStock } from '../item-price';

/**
 * The quantity field's own state: what is being typed (null shows the quantity), brought into
 * 1…`max` when it settles (`settle`: the field left or Enter), and `capped` at the stock when more
 * was typed than there is. `set` takes a − / + step at once.
 */
export function useQuantityDraft(max: number, onChange: (value: number) => void) {
  const [draft, setDraft] = useState<string | number | null>(null);
  const [capped, setCapped] = useState<number | null>(null);

  const set = (next: number) => {
    setDraft(null);
    setCapped(null);
    onChange(clampToStock(next, max));
  };
  const type = (next: string | number) => {
    setDraft(next);
    setCapped(null);
  };
  const settle = () => {
    if (draft === null) return;
    const typed = typeof draft === 'number' ? draft : Number(draft.replace(/\s/g, ''));
    const next = clampToStock(typed, max);
    setDraft(null);
    setCapped(Number.isFinite(typed) && typed > max ? max : null);
    onChange(next);
  };

  return { draft, capped, set, type, settle };
}
