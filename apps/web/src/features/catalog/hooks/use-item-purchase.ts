import { notifications } from '@mantine/notifications';
import type { ItemDetail, Variant } from '@shop/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { itemImageUrls, resolveImageUrl } from '@/lib/image-url';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { sizeLabel } from '@/lib/size-label';
import { cartPictureOf, initialColor, picturesOf, sameSizeIn } from '../item-colors';
import { clampToStock, displayedPrice } from '../item-price';

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

/** How long «Добавить в корзину» waits at least once clicked: longer than a double click. */
const ADD_HOLD_MS = 600;

/** The only variant, when there is exactly one and it can be bought: chosen from the start. */
function initialVariant(item: ItemDetail): Variant | null {
  const [only, ...rest] = item.variants;
  return only && rest.length === 0 && only.stock > 0 ? only : null;
}

/**
 * What the item page's buyer has chosen (colour, variant, quantity) and the add to the cart
 * with its notifications.
 */
export function useItemPurchase(item: ItemDetail, onAddToCart?: OnAddToCart) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Variant | null>(() => initialVariant(item));
  const [color, setColor] = useState<string | null>(
    () => initialVariant(item)?.color ?? initialColor(item),
  );
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  // Set at once, before the re-render that disables the button, so a second click is refused.
  const busy = useRef(false);
  const [askSize, setAskSize] = useState(false);
  const sizesRef = useRef<HTMLDivElement>(null);
  // The variant as the latest data has it (stock may have changed on a refetch).
  const variant = selected ? (item.variants.find((v) => v.id === selected.id) ?? null) : null;
  const shownQuantity = variant ? clampToStock(quantity, variant.stock) : 1;
  // The pictures of the chosen colour (decision 028); an item whose pictures name no colour
  // shows them all.
  const images = item.images.some((image) => image.color !== null)
    ? picturesOf(item, color).flatMap((image) => resolveImageUrl(image.image_url) ?? [])
    : itemImageUrls(item);

  const choose = (next: Variant) => {
    setSelected(next);
    if (next.color) setColor(next.color);
    setQuantity(1);
    setAskSize(false);
  };

  /** Another colour: its pictures, and the same size in it when it can be bought. */
  const chooseColor = (next: string) => {
    if (next === color) return;
    setColor(next);
    setSelected(sameSizeIn(item.variants, variant, next));
    setQuantity(1);
  };

  /** The phone's buy bar without a size: bring the sizes into view and ask for one. */
  const pointToSizes = () => {
    setAskSize(true);
    const sizes = sizesRef.current;
    sizes?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    sizes?.querySelector<HTMLButtonElement>('[data-sizes] button:not(:disabled)')?.focus({
      preventScroll: true,
    });
  };

  const addToCart = async () => {
    if (!variant || variant.stock <= 0 || busy.current) return;
    busy.current = true;
    setAdding(true);
    const held = new Promise((done) => setTimeout(done, ADD_HOLD_MS));
    try {
      // The cart line keeps a picture of the colour bought.
      const line = { ...item, image_url: cartPictureOf(item, variant.color ?? color) };
      const outcome = await onAddToCart?.({ item: line, variant, quantity: shownQuantity });
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
          outcome && outcome.added < shownQuantity
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

  return {
    variant,
    color,
    images,
    price: displayedPrice(item, variant),
    shownQuantity,
    setQuantity,
    adding,
    askSize,
    sizesRef,
    buyable: item.variants.some((v) => v.stock > 0),
    choose,
    chooseColor,
    pointToSizes,
    addToCart,
  };
}

/** What the page's sections read and call; the ref to the sizes goes on its own. */
export type ItemPurchase = Omit<ReturnType<typeof useItemPurchase>, 'sizesRef'>;
