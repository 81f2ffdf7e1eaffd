import { useCallback, useEffect, useRef } from 'react';

/**
 * Infinite lists: calls `onVisible` when the element given to the returned ref scrolls
 * into view (with a margin, so the next page is usually there before the user reaches it). Attach
 * it to the last element of a list; `enabled: false` (no next page, a page loading) pauses it.
 * Without IntersectionObserver it does nothing (the list offers its own button).
 */
export function useOnVisible(
  onVisible: () => void,
  { enabled = true, rootMargin = '300px 0px' }: { enabled?: boolean; rootMargin?: string } = {},
): (node: Element | null) => void {
  const callback = useRef(onVisible);
  const enabledRef = useRef(enabled);
  const observer = useRef<IntersectionObserver | null>(null);
  const node = useRef<Element | null>(null);

  useEffect(() => {
    callback.current = onVisible;
    enabledRef.current = enabled;
  });

  // Re-observing when `enabled` turns on fires again for an element that is still in view.
  useEffect(() => {
    const current = node.current;
    if (!enabled || !current || !observer.current) return;
    observer.current.unobserve(current);
    observer.current.observe(current);
  }, [enabled]);

  return useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      node.current = element;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (enabledRef.current && entries.some((entry) => entry.isIntersecting)) {
            callback.current();
          }
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [rootMargin],
  );
}
