import type { ImportDomain, ImportGenderSection, TaskCreated } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useStartFullParse } from '../api/start-full-parse';
import { useStartSimpleParse } from '../api/start-simple-parse';
import { useStartTestChain } from '../api/start-test-chain';
import { useStartTestParser } from '../api/start-test-parser';
import type { NewTask } from '../import-tasks';
import { startErrorText } from './use-import-tasks';

/** The parser form's four modes: full parsing, parsing only and the two tests. */
export type Mode = 'full' | 'simple' | 'test' | 'test-parser';

/** What the form holds when a mode is started (checked by the mode's schema already). */
export type StartValues = {
  query: string;
  limit: number;
  /** Whether the count was changed: the parser test sends it only then (else the server's 5). */
  limitGiven: boolean;
  domain: ImportDomain;
  genderSection: ImportGenderSection | undefined;
  publish: boolean;
};

/**
 * Starts an import in a mode and reports the new task with what was asked (`onStarted`), or says
 * in a toast why it could not start; `pending` per mode and `busy` while any is starting.
 */
export function useParserStarts(onStarted: (created: TaskCreated, task: NewTask) => void) {
  const { t } = useTranslation();
  const full = useStartFullParse();
  const simple = useStartSimpleParse();
  const testChain = useStartTestChain();
  const testParser = useStartTestParser();
  const pending: Record<Mode, boolean> = {
    full: full.isPending,
    simple: simple.isPending,
    test: testChain.isPending,
    'test-parser': testParser.isPending,
  };

  const failed = (error: unknown) => {
    const message = startErrorText(error, t('lamodaParser.toasts.startFallback'));
    notifyError(message, {
      id: `import-start-failed:${message}`,
      title: t('lamodaParser.toasts.startFailed'),
    });
  };

  function start(mode: Mode, values: StartValues) {
    const { query, limit, domain, genderSection } = values;
    const base = { domain, page: null };
    const then = (task: NewTask) => ({
      onSuccess: (created: TaskCreated) => onStarted(created, task),
      onError: failed,
    });
    switch (mode) {
      case 'full':
        full.mutate(
          { query, limit, domain, gender_section: genderSection, publish: values.publish },
          then({ ...base, type: 'full', query, limit }),
        );
        return;
      case 'simple':
        simple.mutate(
          { query, limit, domain, gender_section: genderSection },
          then({ ...base, type: 'simple', query, limit }),
        );
        return;
      case 'test':
        testChain.mutate(
          undefined,
          then({ type: 'test', query: null, limit: null, domain: 'kz', page: null }),
        );
        return;
      case 'test-parser': {
        // The query and the count go along only when given: else the server's defaults (jeans, 5).
        const testLimit = values.limitGiven ? limit : undefined;
        testParser.mutate(
          { query: query || undefined, limit: testLimit, domain },
          then({ ...base, type: 'test-parser', query: query || null, limit: testLimit ?? null }),
        );
        return;
      }
    }
  }

  return { start, pending, busy: Object.values(pending).some(Boolean) };
}
