import { useEffect, useRef } from 'react';
import { openOverlay } from '@/lib/overlay-history';

/**
 * Back closes this overlay (dialog, drawer, menu) while it is open, instead of leaving the page;
 * closed any other way, it leaves no extra step in the history (lib/overlay-history.ts).
 */
export function useBackToClose(opened: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!opened || typeof window === 'undefined') return;
    return openOverlay(() => close.current());
  }, [opened]);
}
