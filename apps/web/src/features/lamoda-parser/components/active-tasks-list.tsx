import { Badge, Button, Code, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ActiveTask } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { taskTitleParts } from '../task-title';

/**
 * «Задачи»: the import tasks queued or running on the server (any admin's), with name, worker,
 * start time and id. A running one is badged 'Выполняется'; one still waiting for a worker
 * 'В очереди' (the server lists both). «Отменить» cancels it on the server: a queued one ends at
 * once, a running one after the product in hand.
 */
export function ActiveTasksList({
  tasks,
  loading,
  onCancel,
  cancellingId,
}: {
  tasks: ActiveTask[];
  loading: boolean;
  onCancel: (id: string) => void;
  cancellingId: string | null;
}) {
  const { t } = useTranslation();
  if (loading) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (tasks.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('lamodaParser.activeTasks.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tasks.map((task) => (
        <Paper key={task.task_id} withBorder radius="md" p="sm" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {taskTitleParts(t, task).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {task.worker
                  ? t('lamodaParser.activeTasks.worker', { worker: task.worker })
                  : t('lamodaParser.activeTasks.noWorker')}
              </Text>
              <Text size="xs" c="dimmed">
                {task.time_start
                  ? t('lamodaParser.activeTasks.started', {
                      time: formatDate(task.time_start, {
                        dateStyle: 'short',
                        timeStyle: 'medium',
                      }),
                    })
                  : t('lamodaParser.activeTasks.notStarted')}
              </Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {t('lamodaParser.activeTasks.idLabel')} <Code fz="xs">{task.task_id}</Code>
              </Text>
            </Stack>
            <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
              {task.state === 'PENDING' ? (
                <Badge color="yellow" variant="light">
                  {t('lamodaParser.activeTasks.queued')}
                </Badge>
              ) : (
                <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" />}>
                  {t('lamodaParser.activeTasks.running')}
                </Badge>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => onCancel(task.task_id)}
                loading={cancellingId === task.task_id}
                aria-label={t('lamodaParser.running.cancelLabel', { id: task.task_id })}
              >
                {t('lamodaParser.running.cancel')}
              </Button>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
