import { notifications } from '@mantine/notifications';
import type { ItemDetail, Variant } from '@shop/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { sizeLabel } from '@/lib/size-label';

export interface AddToCartRequest {
  item: ItemDetail;
  variant: Variant;
  quantity: number;
}

/** What the cart did with «В корзину»: `added` 0 when the whole stock is in the cart already. */
export interface AddedToCart {
  added: number;
  inCart: number;
}

/** The cart feature's add (wired in app/routes); may answer what it added. */
export type OnAddToCart = (request: AddToCartRequest) => void | Promise<AddedToCart | void>;
import { cartPictureOf } from '../item-colors';

/** How long «Добавить в корзину» waits at least once clicked: longer than a double click. */
const ADD_HOLD_MS = 600;

/**
 * The item page's «В корзину»: hands the variant to the cart once (a double click's second tap is
 * refused) and says in a notification what the cart did with it; `adding` while it is held.
 */
export function useAddToCart(item: ItemDetail, onAddToCart?: OnAddToCart) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  // Set at once, before the re-render that disables the button, so a second click is refused.
  const busy = useRef(false);

  const add = async (variant: Variant | null, color: string | null, quantity: number) => {
    if (!variant || variant.stock <= 0 || busy.current) return;
    busy.current = true;
    setAdding(true);
    const held = new Promise((done) => setTimeout(done, ADD_HOLD_MS));
    try {
      // The cart line keeps a picture of the colour bought.
      const line = { ...item, image_url: cartPictureOf(item, variant.color ?? color) };
      const outcome = await onAddToCart?.({ item: line, variant, quantity });
      const toCart = { label: t('item.goToCart'), onClick: () => void navigate(paths.cart) };
      const what = [item.name, variant.size && sizeLabel(variant.size, t)]
        .filter(Boolean)
        .join(', ');
      const addedId = `added-to-cart-${variant.id}`;
      if (outcome && outcome.added <= 0) {
        // Nothing changed: the stock is in the cart already, and saying «добавлен» would mislead
        // (the earlier «Товар добавлен в корзину» goes, so the two do not stand side by side).
        notifications.hide(addedId);
        notifyInfo(
          outcome.inCart === 1
            ? t('item.stockLimit.last')
            : t('item.stockLimit.all', { count: outcome.inCart }),
          { id: `cart-stock-limit-${variant.id}`, message: what, action: toCart },
        );
        return;
      }
      notifySuccess(t('item.addedToCart'), {
        id: addedId,
        message:
          outcome && outcome.added < quantity
            ? `${what}. ${t('item.stockLimit.addedSome', { count: outcome.added })}`
            : what,
        action: toCart,
      });
    } catch (error) {
      // Cart failures are only logged; the cart keeps the local change.
      console.warn('[catalog] add to cart failed', error);
    } finally {
      // A guest's add is done at once: the button still waits out a double click's second tap.
      await held;
      busy.current = false;
      setAdding(false);
    }
  };

  return { adding, add };
}
