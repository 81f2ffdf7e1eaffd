import { Alert, Box, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconX } from '@tabler/icons-react';
import type { ImportCounts } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { TrackedTask } from '../import-tasks';
import { importFailureText } from '../import-failure-text';
import { importStatusText } from '../import-status-text';
import { TaskResultView } from './task-result';
import { taskTitleParts } from '../task-title';
import { TaskStateBadge, TaskStateIcon, stateColor } from './task-state';

/** What the card shows: the server's last answer; the screen never gives a task up itself. */
function shownState(task: TrackedTask): string {
  return task.status?.state ?? 'PENDING';
}

/** The work done so far, product by product: found, read, pictures, saved (the last in full mode). */
function CountsLine({ counts, full }: { counts: ImportCounts; full: boolean }) {
  const { t } = useTranslation();
  if (counts.found === 0 && counts.parsed === 0) return null;
  const parts = [
    t('lamodaParser.running.counts.found', { count: counts.found }),
    t('lamodaParser.running.counts.parsed', { count: counts.parsed }),
    ...(full
      ? [
          t('lamodaParser.running.counts.pictures', { count: counts.pictures }),
          t('lamodaParser.running.counts.saved', { count: counts.saved }),
        ]
      : []),
  ];
  return (
    <Text size="xs" c="dimmed" data-testid="task-counts">
      {parts.join(' · ')}
    </Text>
  );
}

function TaskTitle({ task }: { task: TrackedTask }) {
  const { t } = useTranslation();
  const parts = [...taskTitleParts(t, task), task.domain];
  return (
    <Text fw={600} size="sm" lineClamp={2}>
      {parts.join(' · ')}
    </Text>
  );
}

/** The state icon, what was asked, when it started and how long it has run, the state badge. */
function TaskCardHeader({ task, state, now }: { task: TrackedTask; state: string; now: number }) {
  const { t } = useTranslation();
  const elapsed = Math.max(0, Math.round(((task.finishedAt ?? now) - task.startedAt) / 1000));
  const shortId = task.id.slice(0, 8);
  return (
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
  );
}

/** The progress bar, and «Отменить» while the task is queued or running. */
function TaskProgress({
  task,
  state,
  active,
  onCancel,
  cancelling,
}: {
  task: TrackedTask;
  state: string;
  active: boolean;
  onCancel: (id: string) => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation();
  const progress = state === 'SUCCESS' ? 100 : (task.status?.meta.progress ?? 0);
  return (
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
  );
}

/** A finished card's hint and its «Скрыть». */
function DismissRow({ id, onDismiss }: { id: string; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('lamodaParser.running.finishedHint')}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        onClick={() => onDismiss(id)}
        aria-label={t('lamodaParser.running.dismissLabel', { id })}
      >
        {t('lamodaParser.running.dismiss')}
      </Button>
    </Group>
  );
}

/**
 * One task the screen started: state icon and badge, cancel while it is queued or running, the
 * status text and progress, then the result cards or '❌ Ошибка:' with why it failed. A finished
 * card stays until the admin hides it.
 */
export function TaskCard({
  task,
  now,
  onCancel,
  onDismiss,
  cancelling,
}: {
  task: TrackedTask;
  now: number;
  onCancel: (id: string) => void;
  /** Hides a finished task's card (the history keeps it). */
  onDismiss: (id: string) => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation();
  const state = shownState(task);
  const status = task.status;
  const active = task.finishedAt === null && (state === 'PENDING' || state === 'PROGRESS');
  const result = task.result ?? status?.result ?? null;

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
        <TaskCardHeader task={task} state={state} now={now} />
        <Text size="sm" c={status ? undefined : 'dimmed'}>
          {status ? importStatusText(t, status.meta.status) : t('lamodaParser.running.waiting')}
        </Text>
        {status && active && <CountsLine counts={status.meta.counts} full={task.type === 'full'} />}
        <TaskProgress
          task={task}
          state={state}
          active={active}
          onCancel={onCancel}
          cancelling={cancelling}
        />
        {task.long && active && (
          <Alert color="blue" variant="light" p="xs" icon={<IconClockHour4 size={18} />}>
            {t('lamodaParser.running.longRunning')}
          </Alert>
        )}
        {state === 'FAILURE' && (
          <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <Text span fw={600}>
              {t('lamodaParser.result.errorLabel')}
            </Text>{' '}
            <Text span>
              {status?.failure
                ? importFailureText(t, status.failure)
                : t('lamodaParser.result.unknownError')}
            </Text>
          </Text>
        )}
        {state === 'SUCCESS' && result && <TaskResultView result={result} />}
        {task.finishedAt !== null && <DismissRow id={task.id} onDismiss={onDismiss} />}
      </Stack>
    </Paper>
  );
}
