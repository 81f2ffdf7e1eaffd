import {
  Alert,
  Badge,
  Box,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IMPORT_HISTORY_PAGE_SIZE, type ImportHistoryEntry } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useImportHistory } from '../api/get-import-history';
import { taskResultQueryOptions } from '../api/get-task-result';
import { TaskResultView } from './task-result';
import { TaskStateBadge, TaskStateIcon } from './task-state';
import { importFailureText } from '../import-failure-text';
import { importStatusText } from '../import-status-text';
import { taskTitleParts } from '../task-title';
import { DisclosureButton } from './disclosure-button';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** A finished task's full result, read when the admin opens it. */
function HistoryResult({ id }: { id: string }) {
  const { t } = useTranslation();
  const result = useQuery(taskResultQueryOptions(id));
  if (result.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (!result.data)
    return (
      <Text size="sm" c="red.8">
        {t('lamodaParser.history.resultFailed')}
      </Text>
    );
  return <TaskResultView result={result.data} />;
}

function HistoryCard({ task }: { task: ImportHistoryEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = [...taskTitleParts(t, task), `lamoda.${task.domain}`].join(' · ');
  const when = [
    t('lamodaParser.history.createdAt', { time: formatDate(task.created_at, WHEN) }),
    task.finished_at
      ? t('lamodaParser.history.finishedAt', { time: formatDate(task.finished_at, WHEN) })
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <TaskStateIcon state={task.state} />
            <Box style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {task.started_by
                  ? t('lamodaParser.history.startedBy', { email: task.started_by })
                  : t('lamodaParser.history.startedByGone')}
                {' · '}
                {when}
              </Text>
            </Box>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <TaskStateBadge state={task.state} />
          </Box>
        </Group>
        <Text size="sm">{importStatusText(t, task.status)}</Text>
        {task.state === 'FAILURE' && task.failure && (
          <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {importFailureText(t, task.failure)}
          </Text>
        )}
        {task.imported && (
          <Group gap="xs">
            <Badge variant="outline" color="wine">
              {t('lamodaParser.result.imported', task.imported)}
            </Badge>
            {!!task.imported.unchanged && (
              <Badge variant="outline" color="gray">
                {t('lamodaParser.result.unchanged', { count: task.imported.unchanged })}
              </Badge>
            )}
            {!!task.imported.skipped && (
              <Badge variant="outline" color="orange">
                {t('lamodaParser.result.skipped', { count: task.imported.skipped })}
              </Badge>
            )}
          </Group>
        )}
        {task.success_count !== null && (
          <DisclosureButton open={open} onToggle={() => setOpen((o) => !o)}>
            {t(open ? 'lamodaParser.history.hideResult' : 'lamodaParser.history.showResult')}
          </DisclosureButton>
        )}
        {open && <HistoryResult id={task.task_id} />}
      </Stack>
    </Paper>
  );
}

/**
 * «История импорта»: every task on the server, newest first — who started it, when, and how it
 * ended — a page at a time; a finished task opens its whole result. Finished tasks stay here for
 * good, whoever started them and whatever screen it was. Read only while its tab is open.
 */
export function ImportHistory({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useImportHistory(page, active);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / IMPORT_HISTORY_PAGE_SIZE));
  return (
    <Stack gap="sm" component="section" aria-label={t('lamodaParser.history.title')}>
      <Title order={3} fz="h4">
        {t('lamodaParser.history.title')}
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : history.isError ? (
        <Alert color="red">{t('lamodaParser.history.failed')}</Alert>
      ) : history.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('lamodaParser.history.empty')}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('lamodaParser.history.label')}
        >
          {history.data.items.map((task) => (
            <HistoryCard key={task.task_id} task={task} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={t('lamodaParser.history.pages')}
        />
      )}
    </Stack>
  );
}
