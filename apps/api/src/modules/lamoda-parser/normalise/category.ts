import type { Category } from '@shop/contract';
import { CATEGORY_WORDS } from './category-words';
import { firstIndex, foldText, wordsPattern } from './keywords';

/**
 * The store's five categories from what Lamoda tells us, most reliable first:
 * 1. the first word of the product page's seo_tail (`/p/{sku}/{seo_tail}/`): shoes → footwear;
 *    accs, bags, hats → accessory; beauty_accs → fragrance when the words say so, else accessory;
 *    clothes → bottom or accessory when the words say so (jeans, skirts; socks, belts), else top;
 * 2. the product type (listing `name`, product page `type`: «Кеды», «Джинсы»);
 * 3. Russian and English keywords in the title, model name and attributes;
 * 4. top, the default category of an item when nothing else decides.
 * When words of several categories occur («Сумка для обуви»), the one that comes first wins: Russian
 * product names put the head noun first.
 */

export type CategoryConfidence = 'seo' | 'type' | 'keywords' | 'default';
export type CategoryResult = { category: Category; confidence: CategoryConfidence };

export type CategoryInput = {
  seoTail?: string | null;
  type?: string | null;
  title?: string | null;
  model?: string | null;
  attributes?: readonly { title: string; value: string }[] | null;
};

const PRIORITY: readonly Category[] = ['fragrance', 'footwear', 'bottom', 'accessory', 'top'];
const PATTERNS = PRIORITY.map((category) => ({
  category,
  pattern: wordsPattern(CATEGORY_WORDS[category]),
}));

/** Transliterated types that Lamoda puts in seo tails (`clothes-levis-dzhinsy`). */
const SEO_SLUG_WORDS: Partial<Record<Category, readonly string[]>> = {
  bottom: [
    'dzhinsy',
    'bryuki',
    'yubka',
    'shorty',
    'legginsy',
    'losiny',
    'taytsy',
    'bridzhi',
    'kolgotki',
    'trusy',
    'plavki',
  ],
  accessory: ['noski', 'golfy', 'remen', 'sumka', 'ryukzak'],
};

/** The category whose words come first in `text`, among `allowed`; null when none occur. */
export function categoryFromWords(
  text: string,
  allowed: readonly Category[] = PRIORITY,
): Category | null {
  const folded = foldText(text);
  if (!folded) return null;
  let best: { category: Category; index: number } | null = null;
  for (const { category, pattern } of PATTERNS) {
    if (!allowed.includes(category)) continue;
    const index = firstIndex(pattern, folded);
    if (index >= 0 && (!best || index < best.index)) best = { category, index };
  }
  return best?.category ?? null;
}

/** The first word of a seo tail («shoes-adidasoriginals-kedy» → «shoes»), lower case. */
export function seoWord(seoTail: string | null | undefined): string | null {
  if (!seoTail) return null;
  const word = seoTail.trim().replace(/^\/+/, '').split(/[-/]/)[0]?.toLowerCase();
  return word || null;
}

function categoryFromSlug(seoTail: string, allowed: readonly Category[]): Category | null {
  const segments = seoTail.toLowerCase().split(/[-/_]/).slice(1);
  for (const segment of segments) {
    for (const category of allowed) {
      if (SEO_SLUG_WORDS[category]?.includes(segment)) return category;
    }
  }
  return null;
}

export function categorise(input: CategoryInput): CategoryResult {
  const typeText = input.type ?? '';
  const otherText = [
    input.title,
    input.model,
    ...(input.attributes ?? []).map((a) => `${a.title}: ${a.value}`),
  ]
    .filter(Boolean)
    .join(' . ');
  const allText = `${typeText} . ${otherText}`;

  switch (seoWord(input.seoTail)) {
    case 'shoes':
      return { category: 'footwear', confidence: 'seo' };
    case 'accs':
    case 'bags':
    case 'hats':
      return { category: 'accessory', confidence: 'seo' };
    case 'beauty_accs':
      return {
        category: categoryFromWords(allText, ['fragrance']) ? 'fragrance' : 'accessory',
        confidence: 'seo',
      };
    case 'beauty':
      if (categoryFromWords(allText, ['fragrance'])) {
        return { category: 'fragrance', confidence: 'seo' };
      }
      break;
    case 'clothes': {
      const allowed: Category[] = ['top', 'bottom', 'accessory'];
      const byWords = categoryFromWords(typeText, allowed) ?? categoryFromWords(allText, allowed);
      const category = byWords ?? categoryFromSlug(input.seoTail ?? '', allowed) ?? 'top';
      return { category, confidence: 'seo' };
    }
    default:
      break;
  }

  const byType = categoryFromWords(typeText);
  if (byType) return { category: byType, confidence: 'type' };
  const byKeywords = categoryFromWords(otherText);
  if (byKeywords) return { category: byKeywords, confidence: 'keywords' };
  return { category: 'top', confidence: 'default' };
}
