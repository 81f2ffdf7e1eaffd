import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * `drawn` on the server and while the browser adopts a page drawn there (decision 037); `value`
 * from then on, and always on a page the browser draws itself. What only the browser knows
 * (localStorage) goes in `value`, so the adopted markup is the drawn one and then updates. When
 * `value` is `drawn` (the same object), adopting the page costs no second drawing: React redraws
 * a component whose value changed after hydration at once, in one task.
 */
export function useDrawnFirst<T>(value: T, drawn: T): T {
  return useSyncExternalStore(
    nothingToWatch,
    () => value,
    () => drawn,
  );
}
