import type { Gender } from '@shop/contract';
import type { RawProduct } from '../types';
import { foldText, wordsPattern } from './keywords';

/**
 * Who an imported product is for (decision 029). Lamoda files every product under its own split
 * (women, men, kids); an import that searched one section (`gender_section`) takes it. Otherwise
 * the words of the product say it: «мужские», «для девочек», «унисекс», a «Пол» attribute, or a
 * garment only women wear. A product nothing identifies is unisex: it then shows under both.
 */

export type GenderSection = 'women' | 'men';

const KIDS = wordsPattern([
  'детск\\p{L}*',
  'для (?:мальчик|девочек|девочки|детей|малыш)\\p{L}*',
  'kids?',
  'boys?',
  'girls?',
  'junior',
  'baby',
]);
const UNISEX = wordsPattern(['унисекс', 'unisex']);
const WOMEN = wordsPattern(['женск\\p{L}*', 'для женщин', 'women', 'woman', 'womens', 'female']);
const MEN = wordsPattern(['мужск\\p{L}*', 'для мужчин', 'men', 'man', 'mens', 'male']);
/** Garments only women's sections sell. */
const WOMEN_ONLY = wordsPattern([
  'плать\\p{L}*',
  'сарафан\\p{L}*',
  'юбк\\p{L}*',
  'блуз\\p{L}*',
  'бюстгальтер\\p{L}*',
  'колготк\\p{L}*',
  'туфли-лодочки',
  'лодочки',
  'босоножк\\p{L}*',
  'клатч\\p{L}*',
  'dress',
  'skirt',
]);

export function genderOf(raw: RawProduct, section?: GenderSection | null): Gender {
  const attribute = raw.attributes.find((a) => /^(пол|для кого|gender)$/i.test(a.title.trim()));
  const words = foldText(
    [raw.type, raw.model, raw.title, raw.seoTail?.replace(/[-_]/g, ' '), attribute?.value]
      .filter(Boolean)
      .join(' . '),
  );
  if (KIDS.test(words)) return 'kids';
  if (section) return section;
  if (UNISEX.test(words)) return 'unisex';
  const women = WOMEN.test(words);
  const men = MEN.test(words);
  if (women && !men) return 'women';
  if (men && !women) return 'men';
  if (WOMEN_ONLY.test(words)) return 'women';
  return 'unisex';
}
