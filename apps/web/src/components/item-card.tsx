import { Box, Stack, Text } from '@mantine/core';
import { memo, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import cardFrame from './card-frame.module.css';
import classes from './item-card.module.css';
import { ItemCardMedia, ItemCardPrice, ItemCardRating, type ItemCardItem } from './item-card-parts';
import { ItemFavoriteSlot } from './item-favorite-slot';

export interface ItemCardProps {
  item: ItemCardItem;
  /** 1-based place in a ranking (the trending grid): a '#1' badge on the picture. */
  rank?: number;
  /** Anything under the price (e.g. 'Просмотрено …' in the history). */
  footer?: ReactNode;
  /** Where the card leads; the item page by default. */
  to?: string;
  /** The root element (infinite lists observe the last card). */
  ref?: Ref<HTMLElement>;
  /** 'eager' for cards above the fold (the first row). */
  imageLoading?: 'lazy' | 'eager';
  /** The page's largest picture on first paint (the first cards): fetched before the others. */
  imagePriority?: boolean;
}

/**
 * An item in a grid or a row (shared: catalogue, home, similar items, favourites, history).
 * Picture with optional rank and 'Нет в наличии' badges («Больше не продаётся» for an item the
 * shop no longer sells, its price struck out) and the favourite control, then brand,
 * name, price in the store currency and the rating when the item has one. The favourite control
 * comes from `ItemFavoriteProvider`; it sits over the picture's top-right corner, outside the
 * card's link, so it is its own button. Memoised: a list re-rendering for something else (a count
 * arriving, a filter typed) leaves its cards alone.
 */
export const ItemCard = memo(function ItemCard({
  item,
  rank,
  footer,
  to,
  ref,
  imageLoading = 'lazy',
  imagePriority = false,
}: ItemCardProps) {
  const rated = item.rating_count > 0 && item.rating_avg !== null;
  const notSold = item.status !== undefined && item.status !== 'active';

  return (
    <Box
      component="article"
      ref={ref as Ref<HTMLDivElement>}
      className={`${cardFrame.card} ${classes.card}`}
      data-out-of-stock={!item.in_stock || notSold || undefined}
      data-not-sold={notSold || undefined}
      aria-label={item.name}
    >
      <Link to={to ?? paths.item.build(item.id)} className={cardFrame.link}>
        <ItemCardMedia
          item={item}
          rank={rank}
          notSold={notSold}
          imageLoading={imageLoading}
          imagePriority={imagePriority}
        />
        <Stack gap={2} className={classes.body}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.brand} truncate>
            {item.brand}
          </Text>
          <Text size="sm" className={classes.name} lineClamp={2}>
            {item.name}
          </Text>
          <ItemCardPrice item={item} notSold={notSold} />
          {rated && <ItemCardRating rating={item.rating_avg!} count={item.rating_count} />}
          {footer}
        </Stack>
      </Link>
      <ItemFavoriteSlot item={item} placement="card" className={classes.favorite} />
    </Box>
  );
});
