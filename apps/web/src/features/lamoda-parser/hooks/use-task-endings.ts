import { useQueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '@shop/contract';
import { useCallback, useEffect, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { notifyError, notifySuccess } from '@/lib/notify';
import { taskResultQueryOptions } from '../api/get-task-result';
import { isFinished, type LocalTask, type TaskAction } from '../import-tasks';

/**
 * A task that reached SUCCESS or FAILURE, once each: its polling stops, the figures refresh; on
 * SUCCESS its result is fetched ('Парсинг завершён'), on FAILURE 'Ошибка парсинга'.
 */
export function useTaskEndings({
  tasks,
  statuses,
  handled,
  dispatch,
  refreshFigures,
}: {
  tasks: LocalTask[];
  /** Each task's last status, in the order of `tasks`. */
  statuses: Array<{ data?: TaskStatus }>;
  /** The tasks already seen to: ended, or cancelled. */
  handled: RefObject<Set<string>>;
  dispatch: Dispatch<TaskAction>;
  refreshFigures: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();

  const fail = useCallback(
    (id: string) =>
      notifyError(t('lamodaParser.toasts.failedText', { id }), {
        id: `import-failed:${id}`,
        title: t('lamodaParser.toasts.failed'),
      }),
    [t],
  );

  useEffect(() => {
    tasks.forEach((task, index) => {
      const status = statuses[index]?.data;
      if (task.finishedAt !== null || !isFinished(status) || handled.current.has(task.id)) return;
      handled.current.add(task.id);
      dispatch({ type: 'finish', id: task.id, at: Date.now() });
      refreshFigures();
      if (status.state === 'FAILURE') {
        fail(task.id);
        return;
      }
      if (task.type === 'full') void client.invalidateQueries({ queryKey: queryKeys.items.all });
      client
        .fetchQuery(taskResultQueryOptions(task.id))
        .catch(() => status.result)
        .then((result) => {
          if (result) dispatch({ type: 'result', id: task.id, result });
          notifySuccess(
            t('lamodaParser.toasts.finishedText', {
              id: task.id,
              count: result?.success_count ?? 0,
            }),
            { id: `import-done:${task.id}`, title: t('lamodaParser.toasts.finished') },
          );
        });
    });
  }, [tasks, statuses, handled, client, refreshFigures, fail, dispatch, t]);
}
