/** Failures of fetching Lamoda that are not blocks (those are LamodaBlockedError, in ../types). */

export type LamodaHttpErrorKind = 'timeout' | 'network' | 'http' | 'too-large' | 'config';

/** The network, a timeout, HTTP errors after every retry, a bad setting. */
export class LamodaHttpError extends Error {
  override name = 'LamodaHttpError';
  constructor(
    readonly kind: LamodaHttpErrorKind,
    /** Russian, for the admin: what happened and what to do. */
    readonly messageRu: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(messageRu, options);
  }
}

export function timeoutMessageRu(timeoutMs: number, url: string): string {
  const seconds =
    timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} с` : `${(timeoutMs / 1000).toFixed(1)} с`;
  return (
    `Lamoda не ответила за ${seconds} (${url}). Повторите импорт позже; если так повторяется, ` +
    'попросите администратора сервера проверить сеть и прокси импорта или увеличить время ' +
    'ожидания ответа Lamoda.'
  );
}

export function networkMessageRu(url: string, cause: string): string {
  return (
    `Не удалось соединиться с Lamoda (${url}): ${cause}. Попросите администратора сервера ` +
    'проверить сеть, адрес Lamoda в настройках импорта и прокси.'
  );
}
