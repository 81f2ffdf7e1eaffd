import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { RATING_MAX, type ItemSummary } from '@shop/contract';
import { memo, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { paths } from '@/config/paths';
import { formatPrice, formatRating } from '@/lib/format';
import { CARD_IMAGE_SIZES, pictureSrcSet, resolveImageUrl } from '@/lib/image-url';
import classes from './item-card.module.css';
import { ItemFavoriteSlot } from './item-favorite-slot';
import { OldPrice } from './old-price';
import { RatingStars } from './rating-stars';

/**
 * What a card needs of an item: any catalogue, trending, similar, favourites or history entry.
 * `status`, when given, marks an item the shop no longer sells (favourites and history keep it).
 */
export type ItemCardItem = Partial<Pick<ItemSummary, 'status'>> &
  Pick<
    ItemSummary,
    | 'id'
    | 'name'
    | 'brand'
    | 'price'
    | 'min_price'
    | 'compare_at_price'
    | 'image_url'
    | 'image_urls'
    | 'in_stock'
    | 'rating_avg'
    | 'rating_count'
    | 'is_favorite'
  >;

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

/** The price a card shows: 'от N' when some variant is cheaper than the item price. */
export function cardPrice(item: Pick<ItemSummary, 'price' | 'min_price'>): {
  amount: number | null;
  from: boolean;
} {
  const { price, min_price: min } = item;
  if (min !== null && price !== null && min < price) return { amount: min, from: true };
  return { amount: price ?? min, from: false };
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
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const image = resolveImageUrl(item.image_url ?? item.image_urls[0]);
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = image !== null && broken !== image;
  const price = cardPrice(item);
  const rated = item.rating_count > 0 && item.rating_avg !== null;
  const notSold = item.status !== undefined && item.status !== 'active';

  return (
    <Box
      component="article"
      ref={ref as Ref<HTMLDivElement>}
      className={classes.card}
      data-out-of-stock={!item.in_stock || notSold || undefined}
      data-not-sold={notSold || undefined}
      aria-label={item.name}
    >
      <Link to={to ?? paths.item.build(item.id)} className={classes.link}>
        <Box className={classes.media}>
          {showImage ? (
            <img
              src={image}
              srcSet={pictureSrcSet(image)}
              sizes={CARD_IMAGE_SIZES}
              alt={item.name}
              loading={imagePriority ? 'eager' : imageLoading}
              fetchPriority={imagePriority ? 'high' : undefined}
              decoding="async"
              className={classes.image}
              onError={() => setBroken(image)}
            />
          ) : (
            <Stack className={classes.placeholder} align="center" justify="center" gap={4}>
              <IconPhotoOff size={28} stroke={1.4} aria-hidden />
              <Text size="xs">{t('itemCard.noImage')}</Text>
            </Stack>
          )}
          {rank !== undefined && (
            <Badge
              className={classes.rank}
              color="wine"
              variant="filled"
              size="lg"
              aria-label={t('itemCard.rankLabel', { rank })}
            >
              #{rank}
            </Badge>
          )}
          {notSold ? (
            // Longer than «Нет в наличии»: in sentence case, and wrapped on a narrow card.
            <Badge
              className={classes.stock}
              data-wrap
              color="dark"
              variant="filled"
              size="sm"
              tt="none"
            >
              {t('itemCard.notSold')}
            </Badge>
          ) : (
            !item.in_stock && (
              <Badge className={classes.stock} color="dark" variant="filled" size="sm">
                {t('itemCard.outOfStock')}
              </Badge>
            )
          )}
        </Box>
        <Stack gap={2} className={classes.body}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.brand} truncate>
            {item.brand}
          </Text>
          <Text size="sm" className={classes.name} lineClamp={2}>
            {item.name}
          </Text>
          {price.amount !== null && (
            <Group gap={8} wrap="wrap" align="baseline">
              <Text
                fw={700}
                size="md"
                className={classes.price}
                td={notSold ? 'line-through' : undefined}
                c={notSold ? 'dimmed' : undefined}
              >
                {price.from
                  ? t('itemCard.fromPrice', { price: formatPrice(price.amount, currency) })
                  : formatPrice(price.amount, currency)}
              </Text>
              {!notSold && (
                <OldPrice
                  price={price.amount}
                  compareAt={item.compare_at_price ?? null}
                  size="xs"
                />
              )}
            </Group>
          )}
          {rated && (
            <Group
              gap={4}
              wrap="nowrap"
              role="img"
              aria-label={t('itemCard.rating', {
                rating: formatRating(item.rating_avg!),
                max: RATING_MAX,
                count: item.rating_count,
              })}
            >
              <RatingStars value={item.rating_avg!} />
              <Text size="xs" c="dimmed" aria-hidden>
                {formatRating(item.rating_avg!)} ({item.rating_count})
              </Text>
            </Group>
          )}
          {footer}
        </Stack>
      </Link>
      <ItemFavoriteSlot item={item} placement="card" className={classes.favorite} />
    </Box>
  );
});
