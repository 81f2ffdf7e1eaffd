/**
 * Image addresses: paths under /uploads/ are served by our own origin and are prefixed
 * with it; absolute URLs (http, https, data, blob) and other root paths pass through unchanged.
 */
export function resolveImageUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (value.startsWith('/uploads/')) return `${window.location.origin}${value}`;
  return value;
}

/** The item's pictures in display order, without blanks or duplicates, already resolved. */
export function itemImageUrls(item: {
  image_url: string | null;
  image_urls?: readonly string[] | null;
  images?: readonly { image_url: string }[] | null;
}): string[] {
  const candidates = [
    item.image_url,
    ...(item.images ?? []).map((image) => image.image_url),
    ...(item.image_urls ?? []),
  ];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const url = resolveImageUrl(candidate);
    if (url && !seen.has(url)) {
      seen.add(url);
      result.push(url);
    }
  }
  return result;
}
