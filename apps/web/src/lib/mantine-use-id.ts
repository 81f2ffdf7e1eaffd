import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` as vite.config.ts gives it to Mantine, in development and in the build alike
 * (decision 038): React's own id, the same in the drawn page and in the browser. Mantine's switches every component's id to a
 * random one as soon as it is mounted, a state change in a layout effect: each input, chip and
 * segmented control of a drawn page was drawn a second time, synchronously, in the task that
 * adopted the page, and its ids changed under the labels that point to them.
 */
export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : reactId;
}
