/**
 * The web app's configuration. It reads only `VITE_*` variables, the only ones Vite exposes to
 * browser code, and Vite inlines them at build time; everything has a sensible default so a plain
 * build works. The API lives on the page's own origin, so there is no API URL setting.
 */

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function httpsUrl(value: string | undefined, fallback: string, name: string): string {
  const candidate = text(value, fallback);
  try {
    const url = new URL(candidate);
    if (url.protocol === 'https:') return url.toString();
  } catch {
    // fall through to the error below
  }
  throw new Error(`${name} must be an absolute https:// URL, got "${candidate}"`);
}

const raw = import.meta.env;

let serverApiOrigin = 'http://127.0.0.1';
let serverApiHeaders: Record<string, string> = {};

/**
 * Where pages drawn on the server fetch their data (src/server-render.tsx), and the headers that
 * tell the API those calls are the drawing's own.
 */
export function setServerApiOrigin(origin: string, headers: Record<string, string> = {}) {
  serverApiOrigin = origin;
  serverApiHeaders = headers;
}

export const env = {
  mode: raw.MODE,
  isProduction: raw.PROD,
  /**
   * Same origin as the page: the API, the SPA and /uploads are served together. Pages drawn on the
   * server (src/server-render.tsx) ask the API process they run in.
   */
  get apiBaseUrl(): string {
    return typeof window === 'undefined' ? serverApiOrigin : window.location.origin;
  },
  /** Headers every API call of a page drawn on the server carries (none in the browser). */
  get apiHeaders(): Record<string, string> {
    return typeof window === 'undefined' ? serverApiHeaders : {};
  },
  supportEmail: text(raw.VITE_SUPPORT_EMAIL, 'support@vesta.kz'),
  supportPhone: text(raw.VITE_SUPPORT_PHONE, '+7 (727) 355-00-00'),
  social: {
    instagram: httpsUrl(raw.VITE_INSTAGRAM_URL, 'https://www.instagram.com/', 'VITE_INSTAGRAM_URL'),
    telegram: httpsUrl(raw.VITE_TELEGRAM_URL, 'https://t.me/', 'VITE_TELEGRAM_URL'),
    vk: httpsUrl(raw.VITE_VK_URL, 'https://vk.com/', 'VITE_VK_URL'),
  },
} as const;
