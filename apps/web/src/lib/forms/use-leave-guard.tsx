import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ANSWERS_BACK_ITSELF } from '@/lib/overlay-history';

/**
 * Asks before leaving a page with unsaved changes (the outfit builder, the admin's forms): a move
 * inside the app to another page opens 'Уйти без сохранения?' ('Остаться' / 'Уйти'); closing or
 * reloading the tab gets the browser's own question. `text` says what is not saved. `release`
 * lets the next move through at once (after a successful save).
 */
export function useLeaveGuard(active: boolean, text?: string) {
  const { t } = useTranslation();
  const guarding = useRef(active);
  /** Set by `release`: nothing is asked any more (the page is left after a save). */
  const released = useRef(false);
  useEffect(() => {
    guarding.current = active;
  }, [active]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let leaving = false;
    modals.openConfirmModal({
      modalId: `${ANSWERS_BACK_ITSELF}:leave`,
      title: t('common.leave.title'),
      children: <Text size="sm">{text ?? t('common.leave.text')}</Text>,
      labels: {
        confirm: t('common.leave.leave'),
        cancel: t('common.leave.stay'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        leaving = true;
        blocker.proceed();
      },
      // 'Остаться', the cross, Escape or a tap outside all keep the page.
      onClose: () => {
        if (!leaving) blocker.reset();
      },
    });
  }, [blocker, t, text]);

  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
