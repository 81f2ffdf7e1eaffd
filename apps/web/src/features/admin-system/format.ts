import { FORMAT_LOCALE } from '@/lib/i18n/i18n';

/** A count in ru-RU, e.g. «12 345». */
export const formatCount = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A file size, e.g. «12,4 МБ» (units of 1024). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** How long ago `at` was, seen at `now` (both from the server), e.g. «3 часа назад». */
export function formatAge(at: string, now: string): string {
  const minutes = Math.max(0, (new Date(now).getTime() - new Date(at).getTime()) / 60_000);
  const relative = new Intl.RelativeTimeFormat(FORMAT_LOCALE, { numeric: 'always' });
  if (minutes < 1)
    return new Intl.RelativeTimeFormat(FORMAT_LOCALE, { numeric: 'auto' }).format(0, 'minute');
  if (minutes < 60) return relative.format(-Math.floor(minutes), 'minute');
  if (minutes < 48 * 60) return relative.format(-Math.floor(minutes / 60), 'hour');
  return relative.format(-Math.floor(minutes / 1440), 'day');
}
