import { FORMAT_LOCALE } from '@/lib/i18n/i18n';

/** A count in ru-RU, e.g. «12 345». */
export const formatCount = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);
