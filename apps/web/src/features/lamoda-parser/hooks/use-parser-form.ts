import {
  IMPORT_LIMIT_DEFAULT,
  parseBodySchema,
  parseSimpleQuerySchema,
  readLamodaLink,
  testParserQuerySchema,
  type ImportDomain,
  type ImportGenderSection,
  type LamodaLink,
  type TaskCreated,
} from '@shop/contract';
import type { FormErrors } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '@/lib/forms/schema-resolver';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifyError } from '@/lib/notify';
import { importIssueText } from '../import-forms';
import type { NewTask } from '../import-tasks';
import { useParserStarts, type Mode } from './use-parser-starts';

interface ParserValues {
  query: string;
  domain: ImportDomain;
  /** Lamoda's women's or men's section; '' searches them all. */
  section: ImportGenderSection | '';
  limit: number | string;
  /** «Сразу публиковать»: a full parsing's new items start active, else as drafts. */
  publish: boolean;
}

/** The system test takes no values: whatever the fields hold, nothing is refused. */
const TAKES_NO_VALUES: FormSchema = { safeParse: () => ({ success: true }) };

/** The contract's schema of each mode's call. */
const MODE_SCHEMAS = {
  full: parseBodySchema,
  simple: parseSimpleQuerySchema,
  test: TAKES_NO_VALUES,
  'test-parser': testParserQuerySchema,
} as const;

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

/**
 * The parser form's state: the values, checked by the schema of the mode started (the buttons
 * share the fields and differ in their call: a button's click `choose`s its mode before the
 * form's submit checks it; Enter is a click of the first, «Полный парсинг»), the link pasted as
 * the query and the domain it reads, `start` that starts the chosen mode with the values checked,
 * and `refused` that says a missing query in a toast.
 */
export function useParserForm(onStarted: (created: TaskCreated, task: NewTask) => void) {
  const mode = useRef<Mode>('full');
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
  const starts = useParserStarts(onStarted);

  // A category or search link is read on its own domain and section, whatever the selects say.
  const link = readLamodaLink(form.values.query);
  const linkHint = useLinkHint(link);
  const linkDomain = link && link.kind !== 'refused' ? link.domain : null;
  const domain = linkDomain ?? form.values.domain;

  const choose = (chosen: Mode) => {
    mode.current = chosen;
  };

  const start = () =>
    starts.start(mode.current, {
      query: form.values.query.trim(),
      limit: Number(form.values.limit),
      limitGiven: form.isDirty('limit'),
      domain,
      genderSection: form.values.section || undefined,
      publish: form.values.publish,
    });

  const refused = (errors: FormErrors) => {
    if (errors.query) notifyError(String(errors.query), { id: 'import-query-required' });
  };

  return {
    form,
    link,
    linkHint,
    domain,
    choose,
    start,
    refused,
    pending: starts.pending,
    busy: starts.busy,
  };
}
