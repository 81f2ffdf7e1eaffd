import type { ItemDetail, Variant } from '@shop/contract';
import { useRef, useState } from 'react';
import { itemImageUrls, resolveImageUrl } from '@/lib/image-url';
import { initialColor, picturesOf, sameSizeIn } from '../item-colors';
import { clampToStock, displayedPrice } from '../item-price';
import { useAddToCart, type OnAddToCart } from './use-add-to-cart';

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
  const cart = useAddToCart(item, onAddToCart);
  const [selected, setSelected] = useState<Variant | null>(() => initialVariant(item));
  const [color, setColor] = useState<string | null>(
    () => initialVariant(item)?.color ?? initialColor(item),
  );
  const [quantity, setQuantity] = useState(1);
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

  return {
    variant,
    color,
    images,
    price: displayedPrice(item, variant),
    shownQuantity,
    setQuantity,
    adding: cart.adding,
    askSize,
    sizesRef,
    buyable: item.variants.some((v) => v.stock > 0),
    choose,
    chooseColor,
    pointToSizes,
    addToCart: () => cart.add(variant, color, shownQuantity),
  };
}

/** What the page's sections read and call; the ref to the sizes goes on its own. */
export type ItemPurchase = Omit<ReturnType<typeof useItemPurchase>, 'sizesRef'>;
