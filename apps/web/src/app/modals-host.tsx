import { ModalsProvider, useModals } from '@mantine/modals';
import { useLayoutEffect } from 'react';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { ANSWERS_BACK_ITSELF } from '@/lib/overlay-history';

/**
 * Mantine's modals manager, loaded on first use by lazy-modals.tsx. The provider registers its
 * event listeners in layout effects; `Ready` comes after it, so its layout effect runs once they are
 * registered, and the events caught meanwhile can be replayed.
 */
export default function ModalsHost({ onReady }: { onReady: () => () => void }) {
  return (
    <>
      <ModalsProvider>
        <BackClosesModals />
      </ModalsProvider>
      <Ready onReady={onReady} />
    </>
  );
}

/** Back closes the open modal (a confirmation, a sign-in prompt) instead of leaving the page. */
function BackClosesModals() {
  const { modals, closeModal } = useModals();
  const top = modals.at(-1);
  const topId = top && !top.id.startsWith(ANSWERS_BACK_ITSELF) ? top.id : null;
  useBackToClose(topId !== null, () => {
    if (topId) closeModal(topId, true);
  });
  return null;
}

function Ready({ onReady }: { onReady: () => () => void }) {
  useLayoutEffect(onReady, [onReady]);
  return null;
}
