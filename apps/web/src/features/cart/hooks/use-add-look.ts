import type { StylistLook } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { useCart } from './use-cart';

/**
 * «Добавить недостающее в корзину» of a stylist's look: one of each catalogue piece not in the
 * cart yet, in the size the stylist chose; the shopper's own pieces stay out. A notice says how
 * many went in and leads to the cart.
 */
export function useAddLookToCart() {
  const cart = useCart();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async function addMissing(look: StylistLook) {
    const inCart = new Set(cart.lines.map((line) => line.item_id));
    let added = 0;
    for (const piece of look.items) {
      if (piece.source !== 'catalog' || !piece.variant || inCart.has(piece.item.id)) continue;
      const outcome = await cart.add({ item: piece.item, variant: piece.variant });
      if (outcome.added > 0) added += 1;
    }
    const toCart = { label: t('item.goToCart'), onClick: () => void navigate(paths.cart) };
    if (added) notifySuccess(t('item.stylist.added', { count: added }), { action: toCart });
    else notifyInfo(t('item.stylist.nothingAdded'), { action: toCart });
  };
}
