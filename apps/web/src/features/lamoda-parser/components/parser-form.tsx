import {
  Alert,
  Button,
  Checkbox,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  IMPORT_DOMAINS,
  IMPORT_GENDER_SECTIONS,
  IMPORT_LIMIT_DEFAULT,
  IMPORT_LIMIT_MAX,
  importDomainSchema,
  parseBodySchema,
  parseSimpleQuerySchema,
  readLamodaLink,
  testParserQuerySchema,
  type LamodaLink,
  type CurrencyRate,
  type ImportGenderSection,
  type ImportDomain,
  type TaskCreated,
} from '@shop/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormIssue } from '@/lib/forms/schema-resolver';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notify';
import { useStartFullParse } from '../api/start-full-parse';
import { useStartSimpleParse } from '../api/start-simple-parse';
import { useStartTestChain } from '../api/start-test-chain';
import { useStartTestParser } from '../api/start-test-parser';
import { DOMAIN_CURRENCY } from '../domains';
import { startErrorText, type NewTask } from '../hooks/use-import-tasks';
import { revealFirstError } from '@/lib/reveal-first-error';

type Mode = 'full' | 'simple' | 'test' | 'test-parser';

interface ParserValues {
  query: string;
  domain: ImportDomain;
  /** Lamoda's women's or men's section; '' searches them all. */
  section: ImportGenderSection | '';
  limit: number | string;
  /** «Сразу публиковать»: a full parsing's new items start active, else as drafts. */
  publish: boolean;
}

/** What a pasted category or search link will read, in words under the query. */
function useLinkHint(link: LamodaLink | null): string | undefined {
  const { t } = useTranslation();
  if (link?.kind === 'category')
    return t('lamodaParser.form.categoryLink', {
      id: link.id,
      slug: link.slug,
      site: `lamoda.${link.domain}`,
    });
  if (link?.kind === 'search')
    return t('lamodaParser.form.searchLink', { query: link.query, site: `lamoda.${link.domain}` });
  return undefined;
}

/** The domain select's options: kz, ru, by. */
export function useDomainOptions() {
  const { t } = useTranslation();
  return IMPORT_DOMAINS.map((domain) => ({
    value: domain,
    label: t(`lamodaParser.domains.${domain}`),
  }));
}

/**
 * The buttons' labels wrap instead of being cut off: «Полный парсинг (ИИ + база данных)» is wider
 * than a phone's form.
 */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
} as const;

/** The contract's schema of each mode's call; the system test takes no values. */
const MODE_SCHEMAS = {
  full: parseBodySchema,
  simple: parseSimpleQuerySchema,
  'test-parser': testParserQuerySchema,
} as const;

/**
 * The import forms' own words for the contract's rules: a missing query, and a count out of
 * 1–IMPORT_LIMIT_MAX (refused as typed, never cut down to fit).
 */
export function importIssueText(field: string, issue: FormIssue): string | undefined {
  if (field === 'query' && issue.code === 'too_small')
    return i18n.t('lamodaParser.form.queryRequired');
  if (field === 'limit')
    return i18n.t('lamodaParser.form.countRange', { min: 1, max: IMPORT_LIMIT_MAX });
  return undefined;
}

/**
 * «Парсер»: query, domain (kz by default), count (1–100, 20 by default) and the four modes. Full
 * parsing and parsing only need a query ('Введите поисковый запрос'); the two tests do not.
 */
export function ParserForm({
  rates,
  onStarted,
}: {
  rates: CurrencyRate[] | undefined;
  onStarted: (created: TaskCreated, task: NewTask) => void;
}) {
  const { t } = useTranslation();
  const domainOptions = useDomainOptions();
  // The buttons share the fields and differ in their call: each checks by its call's schema.
  const mode = useRef<Exclude<Mode, 'test'>>('full');
  const form = useSchemaForm<ParserValues>({
    mode: 'controlled',
    // New items have always started active: the box is ticked unless the admin wants drafts.
    initialValues: {
      query: '',
      domain: 'kz',
      section: '',
      limit: IMPORT_LIMIT_DEFAULT,
      publish: true,
    },
    schema: () => MODE_SCHEMAS[mode.current],
    input: (values) => ({
      query: values.query.trim() || (mode.current === 'test-parser' ? undefined : ''),
      limit: values.limit,
      domain: values.domain,
      gender_section: values.section || undefined,
      publish: values.publish,
    }),
    issueText: importIssueText,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const full = useStartFullParse();
  const simple = useStartSimpleParse();
  const testChain = useStartTestChain();
  const testParser = useStartTestParser();
  const busy = full.isPending || simple.isPending || testChain.isPending || testParser.isPending;

  // A category or search link is read on its own domain, whatever the select says.
  const link = readLamodaLink(form.values.query);
  const linkHint = useLinkHint(link);
  const linkDomain = link && link.kind !== 'refused' ? link.domain : null;
  const domain = linkDomain ?? form.values.domain;
  // …and in the section its category's name carries («shoes-women»).
  const linkSection = link && link.kind !== 'refused' ? link.section : null;
  const genderSection = form.values.section || undefined;
  const sectionOptions = [
    { value: '', label: t('lamodaParser.form.allSections') },
    ...IMPORT_GENDER_SECTIONS.map((section) => ({
      value: section,
      label: t(`catalog.genders.${section}`),
    })),
  ];
  const currency = DOMAIN_CURRENCY[domain];
  const rateMissing = rates?.find((r) => r.currency === currency)?.rate === null;

  const failed = (error: unknown) => {
    const message = startErrorText(error, t('lamodaParser.toasts.startFallback'));
    notifyError(message, {
      id: `import-start-failed:${message}`,
      title: t('lamodaParser.toasts.startFailed'),
    });
  };

  function run(chosen: Mode) {
    form.clearErrors();
    if (chosen !== 'test') {
      mode.current = chosen;
      const { hasErrors, errors } = form.validate();
      if (hasErrors) {
        if (errors.query) notifyError(String(errors.query), { id: 'import-query-required' });
        revealFirstError(formRef.current);
        return;
      }
    }
    const query = form.values.query.trim();
    const count = Number(form.values.limit);
    const base = { domain, page: null };
    switch (chosen) {
      case 'full':
        full.mutate(
          {
            query,
            limit: count,
            domain,
            gender_section: genderSection,
            publish: form.values.publish,
          },
          {
            onSuccess: (created) =>
              onStarted(created, { ...base, type: 'full', query, limit: count }),
            onError: failed,
          },
        );
        return;
      case 'simple':
        simple.mutate(
          { query, limit: count, domain, gender_section: genderSection },
          {
            onSuccess: (created) =>
              onStarted(created, { ...base, type: 'simple', query, limit: count }),
            onError: failed,
          },
        );
        return;
      case 'test':
        testChain.mutate(undefined, {
          onSuccess: (created) =>
            onStarted(created, {
              type: 'test',
              query: null,
              limit: null,
              domain: 'kz',
              page: null,
            }),
          onError: failed,
        });
        return;
      case 'test-parser': {
        // The query and the count go along only when given: else the server's defaults (jeans, 5).
        const testLimit = form.isDirty('limit') ? count : undefined;
        testParser.mutate(
          { query: query || undefined, limit: testLimit, domain },
          {
            onSuccess: (created) =>
              onStarted(created, {
                ...base,
                type: 'test-parser',
                query: query || null,
                limit: testLimit ?? null,
              }),
            onError: failed,
          },
        );
        return;
      }
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          run('full');
        }}
        aria-label={t('lamodaParser.tabs.parser')}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('lamodaParser.form.query')}
            placeholder={t('lamodaParser.form.queryPlaceholder')}
            description={linkHint}
            {...form.getInputProps('query')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select
              label={t('lamodaParser.form.domain')}
              data={domainOptions}
              allowDeselect={false}
              value={domain}
              disabled={linkDomain !== null}
              description={linkDomain ? t('lamodaParser.form.domainByLink') : undefined}
              onChange={(value) => {
                const parsed = importDomainSchema.safeParse(value);
                if (parsed.success) form.setFieldValue('domain', parsed.data);
              }}
              error={form.errors.domain}
            />
            <Select
              label={t('lamodaParser.form.section')}
              description={t(
                linkSection ? 'lamodaParser.form.domainByLink' : 'lamodaParser.form.sectionHint',
              )}
              data={sectionOptions}
              allowDeselect={false}
              value={linkSection ?? form.values.section}
              disabled={linkSection !== null}
              onChange={(value) =>
                form.setFieldValue(
                  'section',
                  (IMPORT_GENDER_SECTIONS as readonly string[]).includes(value ?? '')
                    ? (value as ImportGenderSection)
                    : '',
                )
              }
            />
            <NumberInput
              label={t('lamodaParser.form.count')}
              description={t('lamodaParser.form.countHint', { min: 1, max: IMPORT_LIMIT_MAX })}
              min={1}
              max={IMPORT_LIMIT_MAX}
              allowDecimal={false}
              // A count out of range stays as typed and is refused with the field's message.
              clampBehavior="none"
              {...form.getInputProps('limit')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('lamodaParser.form.publish')}
            description={t('lamodaParser.form.publishHint')}
            {...form.getInputProps('publish', { type: 'checkbox' })}
          />
          {rateMissing && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
              {t('lamodaParser.form.rateMissing', { currency })}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            styles={WRAPPING_BUTTON}
            loading={full.isPending}
            disabled={busy && !full.isPending}
          >
            {t('lamodaParser.form.full')}
          </Button>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Button
              styles={WRAPPING_BUTTON}
              variant="light"
              onClick={() => run('simple')}
              loading={simple.isPending}
              disabled={busy && !simple.isPending}
            >
              {t('lamodaParser.form.simple')}
            </Button>
            <Button
              styles={WRAPPING_BUTTON}
              variant="default"
              onClick={() => run('test')}
              loading={testChain.isPending}
              disabled={busy && !testChain.isPending}
            >
              {t('lamodaParser.form.testChain')}
            </Button>
            <Button
              styles={WRAPPING_BUTTON}
              variant="default"
              onClick={() => run('test-parser')}
              loading={testParser.isPending}
              disabled={busy && !testParser.isPending}
            >
              {t('lamodaParser.form.testParser')}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}
