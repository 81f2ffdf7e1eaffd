import type {
  FieldError,
  OutfitCartBody,
  OutfitCartOptionsResponse,
  OutfitCartResponse,
} from '@shop/contract';
import type { Actor } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import type { CartService, ItemVariants } from '../cart/cart.service';
import type { OrdersService } from '../orders/orders.service';
import { preferredVariantId } from './preferred-variant';
import type { OutfitsService } from './outfits.service';

type Deps = {
  outfits: Pick<OutfitsService, 'itemIds'>;
  cart: Pick<CartService, 'itemVariants' | 'addItems' | 'addChosen' | 'lines'>;
  orders: Pick<OrdersService, 'usualSizes'>;
};

/**
 * «В корзину» on an outfit: what each of its items can be bought in (sizes in stock, the size the
 * shopper usually takes), and putting the chosen lines into the cart. Anyone who may see the
 * outfit may buy from it; a line must be an item of the outfit with one of that item's variants.
 */
export function createOutfitCartService({ outfits, cart, orders }: Deps) {
  return {
    async options(
      viewer: NonNullable<Actor>,
      outfitId: number,
    ): Promise<OutfitCartOptionsResponse> {
      const itemIds = await outfits.itemIds(outfitId, viewer);
      const [items, usual] = await Promise.all([
        cart.itemVariants(itemIds),
        orders.usualSizes(viewer.id),
      ]);
      const byId = new Map(items.map((item) => [item.item_id, item]));
      return {
        items: itemIds.flatMap((id) => {
          const item = byId.get(id);
          if (!item) return [];
          // An item no longer sold offers no size: the dialog shows it as such, unticked.
          const inStock = item.sold ? item.variants.filter((v) => v.stock > 0) : [];
          return [
            {
              item_id: item.item_id,
              name: item.name,
              brand: item.brand,
              category: item.category,
              image_url: item.image_url,
              variants: inStock,
              unavailable: !item.sold
                ? ('not_sold' as const)
                : inStock.length
                  ? null
                  : item.variants.length
                    ? ('out_of_stock' as const)
                    : ('no_variant' as const),
              preferred_variant_id: preferredVariantId({ ...item, variants: inStock }, usual),
            },
          ];
        }),
      };
    },

    /**
     * Without lines, one of each item (its first variant in stock), as before; with lines, those
     * variants, after checking every line — a line that is not the outfit's refuses the whole
     * request and adds nothing.
     */
    async add(
      viewer: NonNullable<Actor>,
      outfitId: number,
      body: OutfitCartBody | null | undefined,
    ): Promise<OutfitCartResponse> {
      const itemIds = await outfits.itemIds(outfitId, viewer);
      const outcome = body
        ? await cart.addChosen(viewer.id, await checkLines(body.lines, itemIds))
        : await cart.addItems(viewer.id, itemIds);
      return { ...outcome, cart: await cart.lines(viewer.id) };
    },
  };

  async function checkLines(lines: OutfitCartBody['lines'], itemIds: number[]) {
    const fields: FieldError[] = [];
    const seen = new Set<number>();
    lines.forEach((line, index) => {
      if (!itemIds.includes(line.item_id))
        fields.push({
          path: `lines.${index}.item_id`,
          message: `Item ${line.item_id} is not in this outfit`,
        });
      else if (seen.has(line.item_id))
        fields.push({
          path: `lines.${index}.item_id`,
          message: `Item ${line.item_id} is given twice`,
        });
      seen.add(line.item_id);
    });
    const items = new Map<number, ItemVariants>(
      (await cart.itemVariants([...seen].filter((id) => itemIds.includes(id)))).map((item) => [
        item.item_id,
        item,
      ]),
    );
    const chosen = lines.flatMap((line, index) => {
      const item = items.get(line.item_id);
      if (!item) return [];
      const variant = item.variants.find((v) => v.id === line.variant_id);
      if (!variant) {
        fields.push({
          path: `lines.${index}.variant_id`,
          message: `Variant ${line.variant_id} is not one of item ${line.item_id}`,
        });
        return [];
      }
      return [{ itemId: item.item_id, variantId: variant.id, name: item.name, size: variant.size }];
    });
    if (fields.length) throw new AppError('VALIDATION_FAILED', 400, fields[0]!.message, { fields });
    return chosen;
  }
}
