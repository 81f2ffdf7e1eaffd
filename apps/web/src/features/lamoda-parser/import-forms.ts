import { IMPORT_DOMAINS, IMPORT_LIMIT_MAX } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { FormIssue } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/** The domain select's options: kz, ru, by. */
export function useDomainOptions() {
  const { t } = useTranslation();
  return IMPORT_DOMAINS.map((domain) => ({
    value: domain,
    label: t(`lamodaParser.domains.${domain}`),
  }));
}

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
