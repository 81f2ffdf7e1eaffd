/** Only digits make an id in a path; anything else names nothing (the page says 'не найден'). */
export function parseRouteId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}
