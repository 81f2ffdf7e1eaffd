import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { TaskCreated } from '@shop/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { notifySuccess } from '@/lib/notify';
import { taskStatusQueryOptions } from '../api/get-task-status';
import { UI_REFRESH_MS } from '../constants';
import { isLongRunning, tasksReducer, type NewTask, type TrackedTask } from '../import-tasks';
import { useCancelImport } from './use-cancel-import';
import { useTaskEndings } from './use-task-endings';

/** The text of a refused start: the field's reason, the code's text, or the fallback. */
export function startErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const field = error.details?.fields?.find((f) => f.message)?.message;
    if (field) return field;
  }
  return errorTextOr(error, fallback);
}

/**
 * The running list of the import tool. Each task the screen starts is polled every
 * TASK_POLL_INTERVAL_MS until SUCCESS or FAILURE; one still running after TASK_LONG_RUNNING_MS is
 * not given up on (the server goes on with it) but asked for less often. On SUCCESS its result is
 * fetched and the catalogue figures refresh ('Парсинг завершён'); on FAILURE 'Ошибка парсинга'.
 * A finished task stays until the admin hides it (the «Задачи» tab's history keeps every task for
 * good); the list re-renders every UI_REFRESH_MS (elapsed times). Cancelling removes the task.
 */
export function useImportTasks() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tasks, dispatch] = useReducer(tasksReducer, []);
  const [now, setNow] = useClock(tasks.length > 0);
  const handled = useRef(new Set<string>());

  const statuses = useQueries({
    queries: tasks.map((task) =>
      taskStatusQueryOptions(task.id, task.finishedAt === null, isLongRunning(task, now)),
    ),
  });

  const refreshFigures = useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.lamodaParser.stats });
    void client.invalidateQueries({ queryKey: queryKeys.lamodaParser.activeTasks });
    void client.invalidateQueries({ queryKey: queryKeys.lamodaParser.history });
  }, [client]);

  useTaskEndings({ tasks, statuses, handled, dispatch, refreshFigures });
  const { cancel, cancellingId } = useCancelImport({ handled, dispatch, refreshFigures });

  /** Records a task the server accepted and says 'Парсинг запущен'. */
  const track = useCallback(
    (created: TaskCreated, task: NewTask) => {
      const startedAt = Date.now();
      setNow(startedAt);
      dispatch({
        type: 'add',
        task: {
          ...task,
          id: created.task_id,
          startedAt,
          finishedAt: null,
          result: null,
        },
      });
      notifySuccess(t('lamodaParser.toasts.taskId', { id: created.task_id }), {
        id: `import-started:${created.task_id}`,
        title: t('lamodaParser.toasts.started'),
      });
      refreshFigures();
    },
    [t, refreshFigures, setNow],
  );

  const tracked: TrackedTask[] = tasks.map((task, index) => ({
    ...task,
    status: statuses[index]?.data ?? null,
    long: isLongRunning(task, now),
  }));

  return {
    tasks: tracked,
    now,
    track,
    cancel,
    /** Hides a finished task's card; the history still lists it. */
    dismiss: useCallback((id: string) => dispatch({ type: 'remove', id }), []),
    cancellingId,
  };
}

/** The time elapsed times are counted to: it moves on every UI_REFRESH_MS while `ticking`. */
function useClock(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), UI_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return [now, setNow] as const;
}
