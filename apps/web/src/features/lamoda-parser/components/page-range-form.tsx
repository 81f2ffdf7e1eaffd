import { Button, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IMPORT_LIMIT_MAX,
  PARSE_SIMPLE_LIMIT_DEFAULT,
  importDomainSchema,
  type ImportDomain,
  type TaskCreated,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { startSimpleParse } from '../api/start-simple-parse';
import { MAX_PAGES_PER_RUN } from '../constants';
import { startErrorText, type NewTask } from '../hooks/use-import-tasks';
import { isValidCount, useDomainOptions } from './parser-form';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';

interface PageRangeValues {
  query: string;
  domain: ImportDomain;
  limit: number | string;
  from: number | string;
  to: number | string;
}

const isWhole = (value: number | string): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * «Парсинг по страницам»: one parse-only task per result page from `from` to `to`. Needs a query,
 * from ≥ 1 and to ≥ from ('Проверьте поисковый запрос и диапазон страниц'); a page whose start
 * is refused says so by its number ('Ошибка запуска (стр. N)') and the others still start.
 */
export function PageRangeForm({
  onStarted,
}: {
  onStarted: (created: TaskCreated, task: NewTask) => void;
}) {
  const { t } = useTranslation();
  const domainOptions = useDomainOptions();
  const [starting, setStarting] = useState(false);
  const form = useForm<PageRangeValues>({
    mode: 'controlled',
    initialValues: { query: '', domain: 'kz', limit: PARSE_SIMPLE_LIMIT_DEFAULT, from: 1, to: 1 },
  });

  async function start(values: PageRangeValues) {
    const query = values.query.trim();
    const { from, to, limit, domain } = values;
    if (!query || !isWhole(from) || !isWhole(to) || from < 1 || to < from) {
      notifyError(t('lamodaParser.form.checkRange'), { id: 'import-range-invalid' });
      if (!query) form.setFieldError('query', t('lamodaParser.form.queryRequired'));
      else form.setFieldError('to', t('lamodaParser.form.checkRange'));
      return;
    }
    if (!isValidCount(limit)) {
      form.setFieldError(
        'limit',
        t('lamodaParser.form.countRange', { min: 1, max: IMPORT_LIMIT_MAX }),
      );
      return;
    }
    if (to - from + 1 > MAX_PAGES_PER_RUN) {
      form.setFieldError('to', t('lamodaParser.form.tooManyPages', { max: MAX_PAGES_PER_RUN }));
      return;
    }
    setStarting(true);
    try {
      for (let page = from; page <= to; page++) {
        try {
          const created = await startSimpleParse({ query, limit, domain, page });
          onStarted(created, { type: 'page', query, domain, limit, page });
        } catch (error) {
          notifyError(startErrorText(error, t('lamodaParser.toasts.startFallback')), {
            id: `import-start-failed:${page}`,
            title: t('lamodaParser.toasts.startFailedPage', { page }),
          });
        }
      }
    } finally {
      setStarting(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form
        onSubmit={form.onSubmit((values) => void start(values), revealFirstErrorOf)}
        aria-label={t('lamodaParser.tabs.pages')}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('lamodaParser.form.query')}
            placeholder={t('lamodaParser.form.queryPlaceholder')}
            {...form.getInputProps('query')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('lamodaParser.form.domain')}
              data={domainOptions}
              allowDeselect={false}
              value={form.values.domain}
              onChange={(value) => {
                const parsed = importDomainSchema.safeParse(value);
                if (parsed.success) form.setFieldValue('domain', parsed.data);
              }}
            />
            <NumberInput
              label={t('lamodaParser.form.perPage')}
              min={1}
              max={IMPORT_LIMIT_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps('limit')}
            />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('lamodaParser.form.pageFrom')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('from')}
            />
            <NumberInput
              label={t('lamodaParser.form.pageTo')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('to')}
            />
          </SimpleGrid>
          <Button type="submit" loading={starting}>
            {t('lamodaParser.form.startPages')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
