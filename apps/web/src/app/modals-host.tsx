import { ModalsProvider } from '@mantine/modals';
import { useLayoutEffect } from 'react';

/**
 * Mantine's modals manager, loaded on first use by lazy-modals.tsx. The provider registers its
 * event listeners in layout effects; `Ready` comes after it, so its layout effect runs once they are
 * registered, and the events caught meanwhile can be replayed.
 */
export default function ModalsHost({ onReady }: { onReady: () => () => void }) {
  return (
    <>
      <ModalsProvider />
      <Ready onReady={onReady} />
    </>
  );
}

function Ready({ onReady }: { onReady: () => () => void }) {
  useLayoutEffect(onReady, [onReady]);
  return null;
}
