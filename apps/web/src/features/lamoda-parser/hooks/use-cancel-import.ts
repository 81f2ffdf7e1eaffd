import { useCallback, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelTask } from '../api/cancel-task';
import type { TaskAction } from '../import-tasks';

/**
 * Cancels a task the screen follows: it leaves the list and is not seen to again ('Задача
 * отменена'), or a toast says it could not be cancelled. `cancellingId` while one is asked.
 */
export function useCancelImport({
  handled,
  dispatch,
  refreshFigures,
}: {
  /** The tasks already seen to: a cancelled one joins them. */
  handled: RefObject<Set<string>>;
  dispatch: Dispatch<TaskAction>;
  refreshFigures: () => void;
}) {
  const { t } = useTranslation();
  const cancelMutation = useCancelTask();

  const cancel = useCallback(
    (id: string) =>
      cancelMutation.mutate(id, {
        onSuccess: (answer) => {
          handled.current.add(id);
          dispatch({ type: 'remove', id });
          // A running task stops after the product in hand; what it saved stays.
          const text =
            answer.state === 'PROGRESS'
              ? t('lamodaParser.toasts.cancelRunningText', { id })
              : t('lamodaParser.toasts.taskId', { id });
          notifySuccess(text, {
            id: `import-cancelled:${id}`,
            title: t('lamodaParser.toasts.cancelled'),
          });
          refreshFigures();
        },
        onError: () =>
          notifyError(t('lamodaParser.toasts.cancelFailedText'), {
            id: `import-cancel-failed:${id}`,
            title: t('lamodaParser.toasts.cancelFailed'),
          }),
      }),
    [cancelMutation, handled, dispatch, t, refreshFigures],
  );

  return {
    cancel,
    cancellingId: cancelMutation.isPending ? (cancelMutation.variables ?? null) : null,
  };
}
