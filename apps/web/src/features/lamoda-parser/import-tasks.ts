import type { ImportDomain, ImportTaskType, TaskResult, TaskStatus } from '@shop/contract';
import { TASK_LONG_RUNNING_MS } from './constants';

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

export type TaskAction =
  | { type: 'add'; task: LocalTask }
  | { type: 'finish'; id: string; at: number }
  | { type: 'result'; id: string; result: TaskResult }
  | { type: 'remove'; id: string };

/** The list of the screen's tasks, newest first. */
export function tasksReducer(tasks: LocalTask[], action: TaskAction): LocalTask[] {
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

export function isFinished(status: TaskStatus | undefined): status is TaskStatus {
  return status?.state === 'SUCCESS' || status?.state === 'FAILURE';
}
