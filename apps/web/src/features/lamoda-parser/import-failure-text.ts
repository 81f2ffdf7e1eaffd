import type { ImportFailure } from '@shop/contract';
import type { TFunction } from 'i18next';

type Failure<C extends ImportFailure['code']> = Extract<ImportFailure, { code: C }>;

/** Every way an import may fail, in the admin's language; the compiler checks none is missed. */
const WORDING: { [C in ImportFailure['code']]: (t: TFunction, failure: Failure<C>) => string } = {
  // A task cancelled while still queued had saved nothing to count.
  cancelled: (t, { saved }) =>
    saved === null
      ? t('lamodaParser.failure.cancelled')
      : t('lamodaParser.failure.cancelledSaved', { saved }),
  worker_stopped: (t) => t('lamodaParser.failure.workerStopped'),
  queue_unavailable: (t) => t('lamodaParser.failure.queueUnavailable'),
  no_currency_rate: (t, { from, to }) => t('lamodaParser.failure.noCurrencyRate', { from, to }),
  lamoda_refused: (t, { detail }) => t('lamodaParser.failure.lamodaRefused', { detail }),
  internal: (t, { detail }) => t('lamodaParser.failure.internal', { detail }),
  // A task from before the codes shows the sentence it kept.
  legacy: (_t, { text }) => text,
};

/** Why an import failed, in words. */
export function importFailureText(t: TFunction, failure: ImportFailure): string {
  return (WORDING[failure.code] as (t: TFunction, failure: ImportFailure) => string)(t, failure);
}
