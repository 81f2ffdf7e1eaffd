import { LamodaHttpError } from './errors';

/** Parses IMPORT_PROXY_URLS: comma- or space-separated http(s) addresses. */
export function parseProxyUrls(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        url = new URL('invalid://');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new LamodaHttpError(
          'config',
          `Неверный адрес прокси в настройках импорта: «${redactProxy(entry)}». Попросите ` +
            'администратора сервера исправить его: нужны адреса вида ' +
            'http://user:password@host:port через запятую.',
        );
      }
      return url.toString();
    });
}

/** A proxy address without its password, for messages and logs. */
export function redactProxy(proxy: string): string {
  try {
    const url = new URL(proxy);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return proxy.replace(/\/\/[^@/]*@/, '//***@');
  }
}
