/**
 * POST /api/items/{id}/view for an item page that came drawn and that the app took over: the
 * server's drawing of it counted no view, and the app asks for the item no more. Sent as a beacon,
 * so it never holds the page's start; nothing for any other page.
 */
export function countDrawnItemView(pathname: string) {
  const id = /^\/items\/(\d+)$/.exec(pathname)?.[1];
  if (!id) return;
  const url = `/api/items/${id}/view`;
  if (navigator.sendBeacon?.(url)) return;
  void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
