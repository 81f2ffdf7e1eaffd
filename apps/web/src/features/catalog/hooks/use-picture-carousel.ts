import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * The carousel's swipe threshold: a swipe turns the picture when its power, the distance in px
 * times the speed in px/s, passes it (or when it crossed a third of the picture).
 */
export const SWIPE_POWER_THRESHOLD = 10_000;

export function isSwipe(distancePx: number, durationMs: number, widthPx: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance < 10) return false;
  const speed = (distance / Math.max(durationMs, 1)) * 1000;
  return distance * speed > SWIPE_POWER_THRESHOLD || (widthPx > 0 && distance > widthPx / 3);
}

/** Which of `count` pictures is shown; turning past the last comes back to the first. */
export function usePictureIndex(count: number, start = 0) {
  const [index, setIndex] = useState(start);
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return { current, go };
}

/**
 * The item gallery's carousel: the shown picture, turned by the arrow keys and by a swipe on a
 * touch screen (a mouse drags nothing; a mostly vertical move scrolls the page instead).
 */
export function usePictureCarousel(count: number) {
  const { current, go } = usePictureIndex(count);
  const start = useRef<{ x: number; y: number; time: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || count < 2) return;
    start.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dy) > Math.abs(dx)) return;
    if (isSwipe(dx, event.timeStamp - from.time, event.currentTarget.clientWidth)) {
      go(dx < 0 ? current + 1 : current - 1);
    }
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return { current, go, handlers: { onKeyDown, onPointerDown, onPointerUp, onPointerCancel } };
}
