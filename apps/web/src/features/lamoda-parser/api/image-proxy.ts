import { resolveImageUrl } from '@/lib/image-url';

/** Lamoda's image CDN; the shop shows its pictures only through its own image proxy. */
const LAMODA_CDN_HOSTS = ['a.lmcdn.ru'];

function isLamodaCdn(url: string): boolean {
  try {
    // Lamoda's cards write protocol-relative addresses (//a.lmcdn.ru/...).
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return LAMODA_CDN_HOSTS.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * A product picture of an import result: Lamoda CDN addresses go through
 * GET /api/catalog/image-proxy?url=… (the admin's browser never contacts the CDN); pictures the
 * shop stored itself (full mode: `/uploads/…`, or the object store's address) are shown as they
 * are. Any other address found on a scraped page is not loaded.
 */
export function importImageUrl(
  url: string | null | undefined,
  storedByShop: boolean,
): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (isLamodaCdn(value)) {
    const absolute = value.startsWith('//') ? `https:${value}` : value;
    return `/api/catalog/image-proxy?url=${encodeURIComponent(absolute)}`;
  }
  if (value.startsWith('/uploads/') || storedByShop) return resolveImageUrl(value);
  return null;
}
