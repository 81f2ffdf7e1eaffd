import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { overlayDepth } from './overlay-history';

/** Waits for the history to settle on an entry of this depth. */
const settled = (depth: number) => waitFor(() => expect(overlayDepth()).toBe(depth));

describe('useBackToClose', () => {
  it('Back closes an open overlay and stays on the page', async () => {
    const start = window.location.href;
    const close = vi.fn();
    renderHook(({ opened }) => useBackToClose(opened, close), { initialProps: { opened: true } });
    expect(overlayDepth()).toBe(1);
    act(() => window.history.back());
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(overlayDepth()).toBe(0);
    expect(window.location.href).toBe(start);
  });

  it('closed by other means, it takes its entry out again; the next overlay starts afresh', async () => {
    const length = window.history.length;
    const close = vi.fn();
    const { rerender } = renderHook(({ opened }) => useBackToClose(opened, close), {
      initialProps: { opened: true },
    });
    expect(overlayDepth()).toBe(1);
    rerender({ opened: false });
    await settled(0);
    expect(close).not.toHaveBeenCalled();
    // Reopened: one entry again, not one more each time.
    rerender({ opened: true });
    await settled(1);
    rerender({ opened: false });
    await settled(0);
    expect(window.history.length).toBeLessThanOrEqual(length + 1);
  });

  it('nested overlays close one per Back, the newest first', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    renderHook(() => useBackToClose(true, outer));
    renderHook(() => useBackToClose(true, inner));
    expect(overlayDepth()).toBe(2);
    act(() => window.history.back());
    await waitFor(() => expect(inner).toHaveBeenCalledOnce());
    expect(outer).not.toHaveBeenCalled();
    act(() => window.history.back());
    await waitFor(() => expect(outer).toHaveBeenCalledOnce());
  });
});
