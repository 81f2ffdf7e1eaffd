import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * True on the server and while the browser adopts a page drawn there (decision 037); false from
 * the next render on, and always for a page the browser draws itself. What only the browser knows
 * (localStorage) waits for false, so the adopted markup is the drawn one and then updates.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
}
