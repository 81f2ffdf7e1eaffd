import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** A price field applies by itself this long after the typing stops (as the search does). */
export const PRICE_APPLY_DELAY_MS = 400;

type Field = string | number;
type Range = { min: number | undefined; max: number | undefined };

/** What a price field holds as a price: a non-negative number, or nothing. */
export function priceOf(value: Field): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const trimmed = value.replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

const keyOf = (range: Range) => `${range.min ?? ''}|${range.max ?? ''}`;

/**
 * The «От»/«До» fields of the price filter. What the shopper types is the fields' own state; the
 * range reaches the URL (`onApply`) when the typing pauses, when a field is left and on Enter.
 *
 * The URL answers each change later (the router applies it in a transition), so a URL value that
 * merely echoes what this hook sent is not copied back into the fields — that copy used to wipe
 * the first keystrokes typed into «До» after Tab. A URL value nobody here sent (a chip removed,
 * «Сбросить», Back) replaces the fields.
 *
 * While typing, a range whose «От» is above «До» waits (the shopper is still typing «До»); when a
 * field is left or Enter is pressed the two ends are swapped instead.
 */
export function usePriceDraft(
  applied: Range,
  onApply: (range: Range) => void,
  delay = PRICE_APPLY_DELAY_MS,
) {
  const [min, setMinState] = useState<Field>(applied.min ?? '');
  const [max, setMaxState] = useState<Field>(applied.max ?? '');
  const [seen, setSeen] = useState(keyOf(applied));
  // Ranges sent and not yet seen back in the URL, oldest first.
  const [pending, setPending] = useState<string[]>([]);

  const appliedKey = keyOf(applied);
  if (appliedKey !== seen) {
    setSeen(appliedKey);
    const echo = pending.indexOf(appliedKey);
    if (echo >= 0) {
      setPending(pending.slice(echo + 1));
    } else {
      setPending([]);
      setMinState(applied.min ?? '');
      setMaxState(applied.max ?? '');
    }
  }

  const apply = (final: boolean) => {
    let low = priceOf(min);
    let high = priceOf(max);
    if (low !== undefined && high !== undefined && low > high) {
      if (!final) return;
      [low, high] = [high, low];
      setMinState(low);
      setMaxState(high);
    }
    const next = { min: low, max: high };
    const last = pending.at(-1) ?? appliedKey;
    if (keyOf(next) === last) return;
    setPending((list) => [...list, keyOf(next)]);
    onApply(next);
  };

  const applySoon = useDebouncedCallback(() => apply(false), { delay, flushOnUnmount: true });
  const applyNow = () => {
    applySoon.cancel();
    apply(true);
  };

  return {
    min,
    max,
    setMin: (value: Field) => {
      setMinState(value);
      applySoon();
    },
    setMax: (value: Field) => {
      setMaxState(value);
      applySoon();
    },
    /** A field was left or Enter pressed: apply now, swapping the ends when reversed. */
    applyNow,
  };
}
