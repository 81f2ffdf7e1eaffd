import { PICTURE_SIZES_PREFIX, PICTURE_WIDTHS } from '@shop/contract';

/**
 * Image addresses: paths under /uploads/ are served by our own origin and are prefixed
 * with it; absolute URLs (http, https, data, blob) and other root paths pass through unchanged.
 */
export function resolveImageUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (value.startsWith('/uploads/')) return `${siteOrigin()}${value}`;
  return value;
}

/** The page's origin; none for a page drawn on the server, whose addresses stay root-relative. */
function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Stands for "this site" when a page is drawn on the server. */
const SERVER_BASE = 'http://drawn.invalid';

/**
 * `srcset` for a picture of ours: the smaller copies the API makes (/img/<width>/<key>, 320, 480,
 * 640 and 960 pixels wide) so that a phone downloads a card's picture at the size it shows. Undefined
 * for addresses it cannot resize (other sites, data and blob URLs); `src` stays the stored picture.
 */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const origin = siteOrigin();
  let parsed: URL;
  try {
    parsed = new URL(url, origin || SERVER_BASE);
  } catch {
    return undefined;
  }
  if (parsed.origin !== (origin || SERVER_BASE)) return undefined;
  if (!parsed.pathname.startsWith('/uploads/') || !parsed.pathname.endsWith('.webp'))
    return undefined;
  const key = parsed.pathname.slice('/uploads/'.length);
  return PICTURE_WIDTHS.map(
    (width) => `${origin}${PICTURE_SIZES_PREFIX}${width}/${key} ${width}w`,
  ).join(', ');
}

/** `sizes` of an item card's picture: half the screen on phones, a grid column above. */
export const CARD_IMAGE_SIZES = '(min-width: 62em) 270px, (min-width: 48em) 33vw, 50vw';

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
