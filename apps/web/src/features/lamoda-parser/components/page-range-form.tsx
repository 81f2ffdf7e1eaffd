import { NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  IMPORT_LIMIT_MAX,
  PARSE_SIMPLE_LIMIT_DEFAULT,
  importDomainSchema,
  parseSimpleQuerySchema,
  type TaskCreated,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { FormIssue } from '@/lib/forms/schema-resolver';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notify';
import { MAX_PAGES_PER_RUN } from '../constants';
import { usePageRangeStarts, type PageRangeValues } from '../hooks/use-page-range-starts';
import { importIssueText, useDomainOptions } from '../import-forms';
import type { NewTask } from '../import-tasks';
import { SchemaForm } from '@/components/schema-form';

/**
 * The contract's parse-only call with its one page widened to a range: each end is a page as the
 * call takes it, the range runs forwards and starts at most MAX_PAGES_PER_RUN tasks.
 */
const page = parseSimpleQuerySchema.shape.page.unwrap();
export const pageRangeSchema = parseSimpleQuerySchema
  .omit({ page: true, gender_section: true })
  .extend({ from: page, to: page })
  .superRefine((values, context) => {
    if (values.to < values.from)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: i18n.t('lamodaParser.form.checkRange'),
      });
    else if (values.to - values.from + 1 > MAX_PAGES_PER_RUN)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: i18n.t('lamodaParser.form.tooManyPages', { max: MAX_PAGES_PER_RUN }),
      });
  });

/** A page out of range is said as the range's own rule is: 'Проверьте … диапазон страниц'. */
function pageRangeIssueText(field: string, issue: FormIssue): string | undefined {
  return field === 'from' || (field === 'to' && issue.code !== 'custom')
    ? i18n.t('lamodaParser.form.checkRange')
    : importIssueText(field, issue);
}

/**
 * «Парсинг по страницам»: one parse-only task per result page from `from` to `to` — it shows what
 * would be imported and saves nothing. Needs a query, from ≥ 1 and to ≥ from ('Проверьте
 * поисковый запрос и диапазон страниц'); a page whose start is refused says so by its number
 * ('Ошибка запуска (стр. N)') and the others still start.
 */
export function PageRangeForm({
  onStarted,
}: {
  onStarted: (created: TaskCreated, task: NewTask) => void;
}) {
  const { t } = useTranslation();
  const domainOptions = useDomainOptions();
  const { start, starting } = usePageRangeStarts(onStarted);
  const form = useSchemaForm<PageRangeValues>({
    mode: 'controlled',
    initialValues: { query: '', domain: 'kz', limit: PARSE_SIMPLE_LIMIT_DEFAULT, from: 1, to: 1 },
    schema: pageRangeSchema,
    input: (values) => ({ ...values, query: values.query.trim() }),
    issueText: pageRangeIssueText,
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <SchemaForm
        form={form}
        onSubmit={start}
        onInvalid={(errors) => {
          if (errors.query || errors.from || errors.to)
            notifyError(t('lamodaParser.form.checkRange'), { id: 'import-range-invalid' });
        }}
        aria-label={t('lamodaParser.tabs.pages')}
        pending={starting}
        submitLabel={t('lamodaParser.form.startPages')}
      >
        <Text size="sm" c="dimmed">
          {t('lamodaParser.form.pagesSaveNothing')}
        </Text>
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
            clampBehavior="none"
            {...form.getInputProps('limit')}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('lamodaParser.form.pageFrom')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('from')}
          />
          <NumberInput
            label={t('lamodaParser.form.pageTo')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('to')}
          />
        </SimpleGrid>
      </SchemaForm>
    </Paper>
  );
}
