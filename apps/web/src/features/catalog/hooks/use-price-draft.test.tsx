import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_APPLY_DELAY_MS, priceOf, usePriceDraft } from './use-price-draft';

type Range = { min: number | undefined; max: number | undefined };

/** The hook against a URL that answers each change only when the test says so (a transition). */
function setup(initial: Range = { min: undefined, max: undefined }) {
  const sent: Range[] = [];
  const view = renderHook(({ applied }) => usePriceDraft(applied, (range) => sent.push(range)), {
    initialProps: { applied: initial },
  });
  const urlShows = (applied: Range) => view.rerender({ applied });
  return { view, sent, urlShows };
}

describe('usePriceDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what is typed into «До» when the URL catches up with «От» afterwards', () => {
    const { view, sent, urlShows } = setup();
    act(() => view.result.current.setMin(10000));
    act(() => view.result.current.applyNow()); // Tab leaves «От»
    expect(sent).toEqual([{ min: 10000, max: undefined }]);

    // The shopper is already typing «До» when the URL shows «От».
    act(() => view.result.current.setMax(3));
    urlShows({ min: 10000, max: undefined });
    act(() => view.result.current.setMax(30000));
    expect(view.result.current.max).toBe(30000);
    expect(view.result.current.min).toBe(10000);

    // The pause applies the whole range, in order.
    act(() => vi.advanceTimersByTime(PRICE_APPLY_DELAY_MS));
    expect(sent.at(-1)).toEqual({ min: 10000, max: 30000 });
  });

  it('applies after a pause in typing, without leaving the field', () => {
    const { view, sent } = setup();
    act(() => view.result.current.setMin(5000));
    act(() => vi.advanceTimersByTime(PRICE_APPLY_DELAY_MS - 1));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([{ min: 5000, max: undefined }]);
  });

  it('waits while «От» is above a half-typed «До», and swaps the ends when the field is left', () => {
    const { view, sent } = setup({ min: 10000, max: undefined });
    act(() => view.result.current.setMax(3));
    act(() => vi.advanceTimersByTime(PRICE_APPLY_DELAY_MS));
    expect(sent).toEqual([]);
    act(() => view.result.current.applyNow());
    expect(sent).toEqual([{ min: 3, max: 10000 }]);
    expect(view.result.current.min).toBe(3);
    expect(view.result.current.max).toBe(10000);
  });

  it('takes a range it did not send (a chip removed, «Сбросить») into the fields', () => {
    const { view, sent, urlShows } = setup();
    act(() => view.result.current.setMin(5000));
    act(() => view.result.current.applyNow());
    urlShows({ min: 5000, max: undefined });
    urlShows({ min: undefined, max: undefined });
    expect(view.result.current.min).toBe('');
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when the range did not change', () => {
    const { view, sent } = setup({ min: 5000, max: 9000 });
    act(() => view.result.current.applyNow());
    act(() => view.result.current.setMin('5 000'));
    act(() => vi.advanceTimersByTime(PRICE_APPLY_DELAY_MS));
    expect(sent).toEqual([]);
  });

  it('reads a field as a price', () => {
    expect(priceOf('12 500')).toBe(12500);
    expect(priceOf('')).toBeUndefined();
    expect(priceOf(-1)).toBeUndefined();
    expect(priceOf('1,5')).toBe(1.5);
  });
});
