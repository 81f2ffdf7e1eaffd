import type { ImportStatus, ImportStatusCode, SkipReason } from '@shop/contract';
import type { TFunction } from 'i18next';

type Stage<C extends ImportStatusCode> = Extract<ImportStatus, { code: C }>;

/** «Готово: найдено 25, сохранено 3 (новых 3, обновлено 0); пропущено 1: … (1)». */
function doneText(t: TFunction, { found, success, imported, skipped }: Stage<'done'>): string {
  const count = skipped.reduce((sum, s) => sum + s.count, 0);
  const reasons = skipped
    .map(({ reason, count: n }) => `${skipReasonText(t, reason)} (${n})`)
    .join('; ');
  const tail = count ? t('lamodaParser.stage.skipped', { count, reasons }) : '';
  if (!imported) return t('lamodaParser.stage.doneParsed', { found, success }) + tail;
  const parts: string[] = [
    t('lamodaParser.stage.created', { count: imported.created }),
    t('lamodaParser.stage.updated', { count: imported.updated }),
  ];
  if (imported.unchanged)
    parts.push(t('lamodaParser.stage.unchanged', { count: imported.unchanged }));
  return t('lamodaParser.stage.doneSaved', { found, success, parts: parts.join(', ') }) + tail;
}

function pageText(t: TFunction, { page, pages, found, limit, reading }: Stage<'page'>): string {
  if (pages !== null) return t('lamodaParser.stage.pageOf', { page, pages, found, limit });
  return t(reading ? 'lamodaParser.stage.pageReading' : 'lamodaParser.stage.page', {
    page,
    found,
    limit,
  });
}

/** Every stage the server may report, in the admin's language; the compiler checks none is missed. */
const WORDING: { [C in ImportStatusCode]: (t: TFunction, stage: Stage<C>) => string } = {
  queued: (t) => t('lamodaParser.stage.queued'),
  starting: (t) => t('lamodaParser.stage.starting'),
  queue_failed: (t) => t('lamodaParser.stage.queueFailed'),
  checking_sample: (t) => t('lamodaParser.stage.checkingSample'),
  loading_first_page: (t) => t('lamodaParser.stage.loadingFirstPage'),
  parsing: (t, { parsed, limit }) => t('lamodaParser.stage.parsing', { parsed, limit }),
  saving: (t, { saved, limit }) => t('lamodaParser.stage.saving', { saved, limit }),
  reading_cards: (t, { parsed, limit }) => t('lamodaParser.stage.readingCards', { parsed, limit }),
  page: pageText,
  done: doneText,
  cancelling: (t) => t('lamodaParser.stage.cancelling'),
  cancelled: (t) => t('lamodaParser.stage.cancelled'),
  worker_stopped: (t) => t('lamodaParser.stage.workerStopped'),
  lamoda_refused: (t) => t('lamodaParser.stage.lamodaRefused'),
  no_currency_rate: (t) => t('lamodaParser.stage.noCurrencyRate'),
  failed: (t) => t('lamodaParser.stage.failed'),
  // A task from before the codes shows the sentence it kept.
  legacy: (_t, { text }) => text,
};

/** Where an import stands, in words. */
export function importStatusText(t: TFunction, status: ImportStatus): string {
  return (WORDING[status.code] as (t: TFunction, stage: ImportStatus) => string)(t, status);
}

/** Why a product was left out of an import, in the admin's language. */
export function skipReasonText(t: TFunction, reason: SkipReason): string {
  switch (reason.code) {
    case 'no_sku':
      return t('lamodaParser.result.skipReason.no_sku');
    case 'no_price':
      return t('lamodaParser.result.skipReason.no_price', { price: reason.price });
    case 'other_site':
      return t('lamodaParser.result.skipReason.other_site', { domain: reason.domain });
    case 'legacy':
      return reason.text;
  }
}
