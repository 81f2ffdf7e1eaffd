import type { SalesReportGroup } from '@shop/contract';

export const SALES_PRESETS = ['week', 'month30', 'thisMonth', 'custom'] as const;
export type SalesPreset = (typeof SALES_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** A day of this browser's calendar as YYYY-MM-DD (the shop's days are Almaty's, as the admin's mostly are). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day read as a local date (not UTC midnight, which is another day west of it). */
export function dayDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The days a preset covers, today included: the last 7 or 30 days, or this month so far. */
export function presetPeriod(
  preset: Exclude<SalesPreset, 'custom'>,
  today = new Date(),
): { from: string; to: string } {
  const to = localDay(today);
  if (preset === 'thisMonth') return { from: `${to.slice(0, 8)}01`, to };
  const days = preset === 'week' ? 7 : 30;
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: localDay(from), to };
}

/** The cut a period reads best in: days up to two months, weeks up to half a year, then months. */
export function naturalGroup(from: string, to: string): SalesReportGroup {
  const days = Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / 86_400_000) + 1;
  if (days <= 62) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}
