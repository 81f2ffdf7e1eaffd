/**
 * A Lamoda address pasted into the import tool's query. A category (`/c/17/shoes-women/`) is read
 * as that category, its listing pages in order; a search page (`/catalogsearch/result/?q=…`) as
 * its query; both on the link's own domain. Any other address (a product, a brand, another site)
 * is refused with the forms that are accepted: searching for its text would import whatever
 * Lamoda finds for the words of an address.
 */

export type LamodaLinkDomain = 'kz' | 'ru' | 'by';
export type LamodaLinkSection = 'women' | 'men';

export type LamodaLink =
  | {
      kind: 'category';
      domain: LamodaLinkDomain;
      id: number;
      slug: string;
      /** The path and the filters kept (no page, no tracking), e.g. `/c/17/shoes-women/`. */
      path: string;
      /** The canonical address stored with the task: `https://www.lamoda.kz/c/17/shoes-women/`. */
      url: string;
      /** Lamoda's own women/men split when the category's name says it. */
      section: LamodaLinkSection | null;
    }
  | { kind: 'search'; domain: LamodaLinkDomain; query: string; section: LamodaLinkSection | null }
  | { kind: 'refused'; reason: LamodaLinkRefusal };

export type LamodaLinkRefusal = 'product' | 'other_page' | 'other_site';

const ACCEPTED =
  'Подходят ссылка на раздел Lamoda (например, https://www.lamoda.kz/c/17/shoes-women/), ссылка на поиск Lamoda (…/catalogsearch/result/?q=…) или просто текст запроса';

/** Why a link is refused, and what the tool accepts instead. */
export const LAMODA_LINK_REFUSALS: Record<LamodaLinkRefusal, string> = {
  product: `Ссылка на отдельный товар не подходит. ${ACCEPTED}.`,
  other_page: `Эту страницу Lamoda инструмент не читает. ${ACCEPTED}.`,
  other_site: `Это ссылка не на Lamoda (lamoda.kz, lamoda.ru, lamoda.by). ${ACCEPTED}.`,
};

/** Parameters of a link that say where it was clicked, not what it lists; `page` is ours to set. */
const DROPPED_PARAMS = /^(page|sitelink|utm_.*|gclid|yclid|fbclid|from|ref|l|submit)$/i;
const HOSTS: Record<string, LamodaLinkDomain> = {
  'lamoda.kz': 'kz',
  'lamoda.ru': 'ru',
  'lamoda.by': 'by',
};
const CATEGORY_PATH = /^\/c\/(\d{1,9})\/([a-z0-9_]+(?:-[a-z0-9_]+)*)\/?$/i;
const SEARCH_PATH = /^\/catalogsearch\/result\/?$/i;

/** Whether the text is an address rather than words to search for. */
function looksLikeLink(text: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text)
  );
}

/** The section a category's name carries: `shoes-women`, `clothes-muzhskaya-odezhda`. */
function sectionOf(slug: string): LamodaLinkSection | null {
  const words = slug.toLowerCase().split(/[-_]/);
  if (words.some((w) => w === 'women' || w.startsWith('zhensk'))) return 'women';
  if (words.some((w) => w === 'men' || w.startsWith('muzhsk'))) return 'men';
  return null;
}

/** The link the text is, or null when it is not a link at all (then it is a search query). */
export function readLamodaLink(text: string): LamodaLink | null {
  const trimmed = text.trim();
  if (!looksLikeLink(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { kind: 'refused', reason: 'other_site' };
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const domain = HOSTS[host];
  if (!domain || !/^https?:$/.test(url.protocol)) return { kind: 'refused', reason: 'other_site' };

  const section = url.searchParams.get('gender_section');
  const given = section === 'women' || section === 'men' ? section : null;
  if (SEARCH_PATH.test(url.pathname)) {
    const query = (url.searchParams.get('q') ?? '').trim();
    if (!query) return { kind: 'refused', reason: 'other_page' };
    return { kind: 'search', domain, query, section: given };
  }
  const category = CATEGORY_PATH.exec(url.pathname);
  if (category) {
    const [, id, slug] = category as unknown as [string, string, string];
    const kept = new URLSearchParams(
      [...url.searchParams].filter(([name]) => !DROPPED_PARAMS.test(name)),
    ).toString();
    const path = `/c/${Number(id)}/${slug.toLowerCase()}/${kept ? `?${kept}` : ''}`;
    return {
      kind: 'category',
      domain,
      id: Number(id),
      slug: slug.toLowerCase(),
      path,
      url: `https://www.lamoda.${domain}${path}`,
      section: given ?? sectionOf(slug),
    };
  }
  if (/^\/p\//i.test(url.pathname)) return { kind: 'refused', reason: 'product' };
  return { kind: 'refused', reason: 'other_page' };
}
