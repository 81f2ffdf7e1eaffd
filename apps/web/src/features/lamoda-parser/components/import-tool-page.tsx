import { Badge, Box, Button, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrencyRate, TaskCreated } from '@shop/contract';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import tabClasses from '@/components/scrollable-tabs.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveTasks } from '../api/get-active-tasks';
import { useCurrencyRates } from '../api/get-currency-rates';
import { useImportSystem } from '../hooks/use-import-system';
import { useImportTasks } from '../hooks/use-import-tasks';
import type { NewTask, TrackedTask } from '../import-tasks';
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

/** What every card of a running list is given besides its task. */
type TaskCardProps = Pick<
  ComponentProps<typeof RunningTaskList>,
  'now' | 'onCancel' | 'onDismiss' | 'cancellingId'
>;

/**
 * /admin/lamoda-parser: the catalogue import tool. A system badge decided by whether the stats
 * call answers, a refresh button, four stat cards and four tabs: «Парсер» (the form, the modes,
 * the currency rates and the running tasks), «Парсинг по страницам», «Задачи» (the server's
 * active tasks, with their count, and the history of every task) and «Аналитика».
 */
export function ImportToolPage() {
  const { t } = useTranslation();
  usePageTitle(t('lamodaParser.title'));
  const [tab, setTab] = useState<TabValue>('parser');
  const active = useActiveTasks();
  const rates = useCurrencyRates();
  const { tasks, now, track, cancel, dismiss, cancellingId } = useImportTasks();
  const activeCount = active.data?.length ?? 0;
  // While any import runs, the catalogue's figures follow it.
  const running = activeCount > 0 || tasks.some((task) => task.finishedAt === null);
  const { stats, system } = useImportSystem(running);
  const cards: TaskCardProps = { now, onCancel: cancel, onDismiss: dismiss, cancellingId };

  return (
    <Stack gap="md">
      <ImportToolHeader system={system} refreshing={stats.isFetching} />
      <ImportStatCards stats={stats.data} />
      <Tabs
        classNames={{ list: tabClasses.list, tab: tabClasses.tab }}
        value={tab}
        onChange={(value) => setTab((value as TabValue | null) ?? 'parser')}
      >
        <ToolTabList activeCount={activeCount} />

        <Tabs.Panel value="parser" pt="md">
          <ParserTab
            rates={rates.data}
            onStarted={track}
            tasks={tasks.filter((task) => task.type !== 'page')}
            cards={cards}
          />
        </Tabs.Panel>

        <Tabs.Panel value="pages" pt="md">
          <Stack gap="md">
            <PageRangeForm onStarted={track} />
            <RunningTaskList
              title={t('lamodaParser.running.pagesTitle')}
              empty={t('lamodaParser.running.pagesEmpty')}
              tasks={tasks.filter((task) => task.type === 'page')}
              {...cards}
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

/** The four tabs; «Задачи» with the count of the server's active tasks. */
function ToolTabList({ activeCount }: { activeCount: number }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The title, the system badge and «Обновить» (every figure of the tool asked for again). */
function ImportToolHeader({ system, refreshing }: { system: SystemState; refreshing: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.lamodaParser.all });
  return (
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
  );
}

/** «Парсер»: the form and its running tasks beside the modes' help and the currency rates. */
function ParserTab({
  rates,
  onStarted,
  tasks,
  cards,
}: {
  rates: CurrencyRate[] | undefined;
  onStarted: (created: TaskCreated, task: NewTask) => void;
  tasks: TrackedTask[];
  cards: TaskCardProps;
}) {
  const { t } = useTranslation();
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <ParserForm rates={rates} onStarted={onStarted} />
          <RunningTaskList
            title={t('lamodaParser.running.title')}
            empty={t('lamodaParser.running.empty')}
            tasks={tasks}
            {...cards}
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
  );
}
