import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { RATING_MAX, type ItemSummary } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice, formatRating } from '@/lib/format';
import { CARD_IMAGE_SIZES, pictureSrcSet, resolveImageUrl } from '@/lib/image-url';
import classes from './item-card.module.css';
import { OldPrice } from './old-price';

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
import { RatingStars } from './rating-stars';

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
 * The card's picture (or «Нет фото» when there is none or it fails to load), with the rank badge
 * and the stock badge over it.
 */
export function ItemCardMedia({
  item,
  rank,
  notSold,
  imageLoading,
  imagePriority,
}: {
  item: ItemCardItem;
  rank: number | undefined;
  notSold: boolean;
  imageLoading: 'lazy' | 'eager';
  imagePriority: boolean;
}) {
  const { t } = useTranslation();
  const image = resolveImageUrl(item.image_url ?? item.image_urls[0]);
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = image !== null && broken !== image;

  return (
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
  );
}

/** The card's price in the store currency ('от N' below the item price), struck out when not sold. */
export function ItemCardPrice({ item, notSold }: { item: ItemCardItem; notSold: boolean }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const price = cardPrice(item);
  if (price.amount === null) return null;
  return (
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
        <OldPrice price={price.amount} compareAt={item.compare_at_price ?? null} size="xs" />
      )}
    </Group>
  );
}

/** The stars and their average with the count, read out as one sentence. */
export function ItemCardRating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="img"
      aria-label={t('itemCard.rating', {
        rating: formatRating(rating),
        max: RATING_MAX,
        count,
      })}
    >
      <RatingStars value={rating} />
      <Text size="xs" c="dimmed" aria-hidden>
        {formatRating(rating)} ({count})
      </Text>
    </Group>
  );
}
