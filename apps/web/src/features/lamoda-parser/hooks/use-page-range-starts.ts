import type { ImportDomain, TaskCreated } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { startSimpleParse } from '../api/start-simple-parse';
import type { NewTask } from '../import-tasks';
import { startErrorText } from './use-import-tasks';

/** «Парсинг по страницам» as the inputs hold it. */
export interface PageRangeValues {
  query: string;
  domain: ImportDomain;
  limit: number | string;
  from: number | string;
  to: number | string;
}

/**
 * Starts one parse-only task per page of the range (the form's values, checked by its schema
 * already), one after another, and reports each (`onStarted`); a page whose start is refused says
 * so by its number ('Ошибка запуска (стр. N)') and the others still start. `starting` until the
 * last page is asked for.
 */
export function usePageRangeStarts(onStarted: (created: TaskCreated, task: NewTask) => void) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);

  async function start(values: PageRangeValues) {
    const query = values.query.trim();
    const [from, to, limit] = [Number(values.from), Number(values.to), Number(values.limit)];
    const { domain } = values;
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

  return { start, starting };
}
