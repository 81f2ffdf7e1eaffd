import type { ImportTaskType } from '@shop/contract';
import type { TFunction } from 'i18next';

/** What a task asked for, as its card, its history entry and the «Задачи» tab title it. */
export function taskTitleParts(
  t: TFunction,
  task: { type: ImportTaskType; query: string | null; page: number | null },
): string[] {
  const type = t(`lamodaParser.types.${task.type}`, { page: task.page ?? '' });
  return task.query ? [type, `«${task.query}»`] : [type];
}
