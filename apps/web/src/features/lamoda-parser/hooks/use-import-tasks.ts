import { useQueries, useQueryClient } from '@tanstack/react-query';
import type {
  ImportDomain,
  ImportTaskType,
  TaskCreated,
  TaskResult,
  TaskStatus,
} from '@shop/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelTask } from '../api/cancel-task';
import { taskResultQueryOptions } from '../api/get-task-result';
import { taskStatusQueryOptions } from '../api/get-task-status';
import { TASK_LONG_RUNNING_MS, UI_REFRESH_MS } from '../constants';

/**
 * The screen's own record of a task it started (the server keeps the task itself): what was asked
 * (type, query, domain, limit, page), when it started and ended here, and its result.
 */
export interface LocalTask {
  id: string;
  type: ImportTaskType;
  query: string | null;
  domain: ImportDomain;
  limit: number | null;
  page: number | null;
  /** When the screen started it (ms since the epoch). */
  startedAt: number;
  /** When it ended here: SUCCESS or FAILURE seen. */
  finishedAt: number | null;
  /** The result fetched once the task succeeded. */
  result: TaskResult | null;
}

/** A task as the list shows it: the record and its last known status. */
export interface TrackedTask extends LocalTask {
  status: TaskStatus | null;
  /** Still running TASK_LONG_RUNNING_MS after it started: the server goes on with it. */
  long: boolean;
}

export type NewTask = Omit<LocalTask, 'id' | 'startedAt' | 'finishedAt' | 'result'>;

/** Whether a task the screen follows has been running longer than TASK_LONG_RUNNING_MS. */
export function isLongRunning(task: LocalTask, now: number): boolean {
  return task.finishedAt === null && now - task.startedAt >= TASK_LONG_RUNNING_MS;
}

type Action =
  | { type: 'add'; task: LocalTask }
  | { type: 'finish'; id: string; at: number }
  | { type: 'result'; id: string; result: TaskResult }
  | { type: 'remove'; id: string };

function reducer(tasks: LocalTask[], action: Action): LocalTask[] {
  switch (action.type) {
    case 'add':
      return [action.task, ...tasks.filter((t) => t.id !== action.task.id)];
    case 'finish':
      return tasks.map((t) =>
        t.id === action.id && t.finishedAt === null ? { ...t, finishedAt: action.at } : t,
      );
    case 'result':
      return tasks.map((t) => (t.id === action.id ? { ...t, result: action.result } : t));
    case 'remove':
      return tasks.filter((t) => t.id !== action.id);
  }
}

function isFinished(status: TaskStatus | undefined): status is TaskStatus {
  return status?.state === 'SUCCESS' || status?.state === 'FAILURE';
}

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
  const [tasks, dispatch] = useReducer(reducer, []);
  const [now, setNow] = useState(() => Date.now());
  const handled = useRef(new Set<string>());
  const cancelMutation = useCancelTask();

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

  const fail = useCallback(
    (id: string) =>
      notifyError(t('lamodaParser.toasts.failedText', { id }), {
        id: `import-failed:${id}`,
        title: t('lamodaParser.toasts.failed'),
      }),
    [t],
  );

  // A task that reached SUCCESS or FAILURE: stop polling, fetch the result, refresh the figures.
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
  }, [tasks, statuses, client, refreshFigures, fail, t]);

  // The list refreshes every UI_REFRESH_MS while it has tasks (elapsed times).
  const hasTasks = tasks.length > 0;
  useEffect(() => {
    if (!hasTasks) return;
    const timer = window.setInterval(() => setNow(Date.now()), UI_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [hasTasks]);

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
    [t, refreshFigures],
  );

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
    [cancelMutation, t, refreshFigures],
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
    cancellingId: cancelMutation.isPending ? (cancelMutation.variables ?? null) : null,
  };
}
