import { sql, type SQL } from 'drizzle-orm';

/**
 * The picture of a variant, for the rows that show one (cart lines, order lines): the first picture
 * of the variant's colour, else the first that shows every colour, else the item's main picture
 * (decision 028). `variant` and `item` are the aliases of `item_variants` and `items` in the query.
 */
export function variantImageKey(variant: string, item: string): SQL {
  const v = sql.raw(variant);
  const i = sql.raw(item);
  return sql`coalesce(
    (select im.image_key from item_images im
     where im.item_id = ${i}.id and im.color = ${v}.color order by im.position, im.id limit 1),
    (select im.image_key from item_images im
     where im.item_id = ${i}.id and im.color is null order by im.position, im.id limit 1),
    ${i}.image_key)`;
}
