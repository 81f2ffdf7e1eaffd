import { isOneSize, parseSizeToken, volumeLabel } from '@shop/contract';
import type { TFunction } from 'i18next';
import { currentLanguage } from './i18n/i18n';

/**
 * A size as a shopper reads it: sources write «one size» many ways ('ONE SIZE', 'one-size', 'OS');
 * the shop shows the translation («Один размер»). A filter token ('shoes:40') shows its size.
 */
/**
 * What a shopper chooses among an item's variants: a perfume comes in volumes («Выберите объём»),
 * everything else in sizes.
 */
export type VariantMeasure = 'size' | 'volume';
export const measureOf = (category: string): VariantMeasure =>
  category === 'fragrance' ? 'volume' : 'size';

export function sizeLabel(size: string, t: TFunction): string {
  const { size: plain } = parseSizeToken(size);
  return isOneSize(plain) ? t('item.variants.oneSize') : volumeLabel(plain, currentLanguage());
}
