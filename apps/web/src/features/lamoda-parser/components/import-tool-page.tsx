import { Badge, Box, Button, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import tabClasses from '@/components/scrollable-tabs.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifyError } from '@/lib/notify';
import { useActiveTasks } from '../api/get-active-tasks';
import { useCatalogStats } from '../api/get-catalog-stats';
import { useCurrencyRates } from '../api/get-currency-rates';
import { useImportTasks } from '../hooks/use-import-tasks';
import { ActiveTasksList } from './active-tasks-list';
import { CatalogAnalytics } from './catalog-analytics';
import { CurrencyRatesCard } from './currency-rates-card';
import { ImportHistory } from './import-history';
import { ImportStatCards } from './import-stat-cards';
import { ModesHelp } from './modes-help';
import { PageRangeForm } from './page-range-form';
import { ParserForm } from './parser-form';
import { RunningTaskList } from './running-task-list';
import { SystemBadge, type SystemState } from './system-badge';

type TabValue = 'parser' | 'pages' | 'tasks' | 'analytics';

/**
 * /admin/lamoda-parser: the catalogue import tool. A system badge decided by whether the stats
 * call answers, a refresh button, four stat cards and four tabs: «Парсер» (the form, the modes,
 * the currency rates and the running tasks), «Парсинг по страницам», «Задачи» (the server's
 * active tasks, with their count, and the history of every task) and «Аналитика».
 */
export function ImportToolPage() {
  const { t } = useTranslation();
  usePageTitle(t('lamodaParser.title'));
  const client = useQueryClient();
  const [tab, setTab] = useState<TabValue>('parser');
  const active = useActiveTasks();
  const rates = useCurrencyRates();
  const { tasks, now, track, cancel, dismiss, cancellingId } = useImportTasks();
  // While any import runs, the catalogue's figures follow it.
  const running = (active.data?.length ?? 0) > 0 || tasks.some((task) => task.finishedAt === null);
  const stats = useCatalogStats(running);

  const system: SystemState = stats.isSuccess
    ? 'ready'
    : stats.isError
      ? 'unavailable'
      : 'checking';
  const refreshing = stats.isFetching;

  useEffect(() => {
    if (system !== 'unavailable') return;
    notifyError(t('lamodaParser.system.unavailableText'), {
      id: 'import-system-unavailable',
      title: t('lamodaParser.system.unavailableTitle'),
    });
  }, [system, t]);

  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.lamodaParser.all });

  const parserTasks = tasks.filter((task) => task.type !== 'page');
  const pageTasks = tasks.filter((task) => task.type === 'page');
  const activeCount = active.data?.length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Box>
          <Title order={2}>{t('lamodaParser.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('lamodaParser.subtitle')}
          </Text>
        </Box>
        <Group gap="sm">
          <SystemBadge state={system} />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={refresh}
            loading={refreshing}
          >
            {t('lamodaParser.refresh')}
          </Button>
        </Group>
      </Group>

      <ImportStatCards stats={stats.data} />

      <Tabs
        classNames={{ list: tabClasses.list, tab: tabClasses.tab }}
        value={tab}
        onChange={(value) => setTab((value as TabValue | null) ?? 'parser')}
      >
        <Tabs.List aria-label={t('lamodaParser.tabs.label')}>
          <Tabs.Tab value="parser">{t('lamodaParser.tabs.parser')}</Tabs.Tab>
          <Tabs.Tab value="pages">{t('lamodaParser.tabs.pages')}</Tabs.Tab>
          <Tabs.Tab
            value="tasks"
            rightSection={
              <Badge size="sm" variant="filled" color={activeCount > 0 ? 'blue' : 'gray'} circle>
                {activeCount}
              </Badge>
            }
          >
            {t('lamodaParser.tabs.tasks')}
          </Tabs.Tab>
          <Tabs.Tab value="analytics">{t('lamodaParser.tabs.analytics')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="parser" pt="md">
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <ParserForm rates={rates.data} onStarted={track} />
                <RunningTaskList
                  title={t('lamodaParser.running.title')}
                  empty={t('lamodaParser.running.empty')}
                  tasks={parserTasks}
                  now={now}
                  onCancel={cancel}
                  onDismiss={dismiss}
                  cancellingId={cancellingId}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <ModesHelp />
                <CurrencyRatesCard />
              </Stack>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>

        <Tabs.Panel value="pages" pt="md">
          <Stack gap="md">
            <PageRangeForm onStarted={track} />
            <RunningTaskList
              title={t('lamodaParser.running.pagesTitle')}
              empty={t('lamodaParser.running.pagesEmpty')}
              tasks={pageTasks}
              now={now}
              onCancel={cancel}
              onDismiss={dismiss}
              cancellingId={cancellingId}
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="tasks" pt="md">
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {t('lamodaParser.activeTasks.title')}
            </Title>
            <ActiveTasksList
              tasks={active.data ?? []}
              loading={active.isPending}
              onCancel={cancel}
              cancellingId={cancellingId}
            />
            <ImportHistory active={tab === 'tasks'} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="analytics" pt="md">
          {stats.data ? (
            <CatalogAnalytics stats={stats.data} />
          ) : (
            <Text c="dimmed">{t('lamodaParser.analytics.empty')}</Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
