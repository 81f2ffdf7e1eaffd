import { Stack, Text, Title } from '@mantine/core';
import type { TrackedTask } from '../import-tasks';
import { TaskCard } from './task-card';

/** The running list: one card per task, newest first, or a hint while it is empty. */
export function RunningTaskList({
  title,
  empty,
  tasks,
  now,
  onCancel,
  onDismiss,
  cancellingId,
}: {
  title: string;
  empty: string;
  tasks: TrackedTask[];
  now: number;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  cancellingId: string | null;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="h4">
        {title}
      </Title>
      {tasks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        tasks.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            now={now}
            onCancel={onCancel}
            onDismiss={onDismiss}
            cancelling={cancellingId === task.id}
          />
        ))
      )}
    </Stack>
  );
}
