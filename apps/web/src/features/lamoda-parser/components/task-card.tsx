import { Box, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { TrackedTask } from '../hooks/use-import-tasks';
import { TaskResultView } from './task-result';
import { TaskStateBadge, TaskStateIcon, stateColor } from './task-state';

/** What the card shows: the last status, or FAILURE 'Task timeout' when the screen gave up. */
function shownState(task: TrackedTask): string {
  if (task.timedOut) return 'FAILURE';
  return task.status?.state ?? 'PENDING';
}

function TaskTitle({ task }: { task: TrackedTask }) {
  const { t } = useTranslation();
  const type = t(`lamodaParser.types.${task.type}`, { page: task.page ?? '' });
  const parts = [type, task.query ? `«${task.query}»` : null, task.domain].filter(Boolean);
  return (
    <Text fw={600} size="sm" lineClamp={2}>
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * One task the screen started: state icon and badge, cancel while it is queued or running, the
 * status text and progress, then the result cards or '❌ Ошибка:' with the traceback.
 */
export function TaskCard({
  task,
  now,
  onCancel,
  cancelling,
}: {
  task: TrackedTask;
  now: number;
  onCancel: (id: string) => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation();
  const state = shownState(task);
  const status = task.status;
  const progress = state === 'SUCCESS' ? 100 : (status?.meta.progress ?? 0);
  const active = task.finishedAt === null && (state === 'PENDING' || state === 'PROGRESS');
  const elapsed = Math.max(0, Math.round(((task.finishedAt ?? now) - task.startedAt) / 1000));
  const traceback = task.timedOut ? t('lamodaParser.result.timeout') : status?.traceback;
  const result = task.result ?? status?.result ?? null;
  const shortId = task.id.slice(0, 8);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={t('lamodaParser.toasts.taskId', { id: task.id })}
      data-state={state}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <TaskStateIcon state={state} />
            <Box style={{ minWidth: 0 }}>
              <TaskTitle task={task} />
              <Text size="xs" c="dimmed">
                {t('lamodaParser.running.startedAt', {
                  time: formatDate(task.startedAt, { timeStyle: 'medium' }),
                })}{' '}
                · {t('lamodaParser.running.elapsed', { seconds: elapsed })} · {shortId}
              </Text>
            </Box>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <TaskStateBadge state={state} />
          </Box>
        </Group>

        <Text size="sm" c={status ? undefined : 'dimmed'}>
          {status?.meta.status || t('lamodaParser.running.waiting')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Progress
            style={{ flex: 1 }}
            value={progress}
            color={stateColor(state)}
            striped={state === 'PROGRESS'}
            animated={state === 'PROGRESS'}
            aria-label={t('lamodaParser.running.progressLabel', { progress })}
          />
          {active && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={() => onCancel(task.id)}
              loading={cancelling}
              aria-label={t('lamodaParser.running.cancelLabel', { id: task.id })}
            >
              {t('lamodaParser.running.cancel')}
            </Button>
          )}
        </Group>

        {state === 'FAILURE' && (
          <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <Text span fw={600}>
              {t('lamodaParser.result.errorLabel')}
            </Text>{' '}
            <Text span>{traceback || t('lamodaParser.result.unknownError')}</Text>
          </Text>
        )}
        {state === 'SUCCESS' && result && <TaskResultView result={result} />}
        {task.finishedAt !== null && (
          <Text size="xs" c="dimmed">
            {t('lamodaParser.running.finishedHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
