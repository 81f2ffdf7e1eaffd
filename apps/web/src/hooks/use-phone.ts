import { useMediaQuery } from '@mantine/hooks';

/** Pages drawn on the server are drawn for phones (decision 037). */
const drawnOnServer = typeof window === 'undefined';

/** Whether the screen is a phone's (up to 48em wide), known from the first render on. */
export function usePhone(): boolean {
  // Mantine takes the initial value given only when asked to measure later (in an effect); in the
  // browser it measures at once instead.
  return useMediaQuery('(max-width: 48em)', true, { getInitialValueInEffect: drawnOnServer });
}
