import type { LookReason } from '@shop/contract';
import type { TFunction } from 'i18next';
import { shownColor, shownStyle } from '@/lib/value-words';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A look's reason (a kind and its colours or style, from the server) in the shopper's language. */
export function lookReasonText(reason: LookReason, t: TFunction): string {
  switch (reason.kind) {
    case 'one_colour':
    case 'worn_together':
    case 'matched':
      return t(`item.stylist.reason.${reason.kind}`);
    case 'neutrals': {
      const [first, second] = reason.colors;
      return reason.colors.length === 2 && first && second
        ? t('item.stylist.reason.neutralsPair', pair(first, second))
        : t('item.stylist.reason.neutrals');
    }
    case 'accent':
      return t(reason.loud ? 'item.stylist.reason.accentLoud' : 'item.stylist.reason.accentSoft', {
        color: shownColor(reason.color),
      });
    case 'analogous':
    case 'complementary':
      return t(`item.stylist.reason.${reason.kind}`, pair(...reason.colors));
    case 'one_style':
      return t('item.stylist.reason.one_style', {
        style: shownStyle(reason.style).toLowerCase(),
      });
  }
}

const pair = (first: string, second: string) => ({
  first: capital(shownColor(first)),
  second: shownColor(second),
});
