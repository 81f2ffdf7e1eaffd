import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Outfit } from '@shop/contract';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import cardFrame from '@/components/card-frame.module.css';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { outfitItems } from '../outfit-read';
import backdrop from './mannequin-stack.module.css';
import classes from './outfit-card.module.css';
import { OutfitFavoriteButton } from './outfit-favorite-button';
import { OutfitPicture } from './outfit-picture';
import { shownStyle } from '@/lib/value-words';

/**
 * An outfit in a grid (the list, favourite and viewed outfits): its cover (or the mannequin with
 * the items), the outfit's heart, 'Только для вас' on a private one, then name, style, how many
 * items and the total in the store currency.
 */
export function OutfitCard({
  outfit,
  footer,
  ref,
  imageLoading = 'lazy',
  withFavorite = true,
}: {
  outfit: Outfit;
  /** Anything under the price (the view time in the history). */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
  imageLoading?: 'lazy' | 'eager';
  /** The heart over the picture; off where only a guest can be (the landing). */
  withFavorite?: boolean;
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const count = outfitItems(outfit).length;

  return (
    <Box
      component="article"
      ref={ref as Ref<HTMLDivElement>}
      className={`${cardFrame.card} ${classes.card}`}
      aria-label={outfit.name}
    >
      <Link to={paths.outfit.build(outfit.id)} className={cardFrame.link}>
        <Box className={`${classes.media} ${backdrop.backdrop}`}>
          <OutfitPicture outfit={outfit} loading={imageLoading} />
          {!outfit.is_public && (
            <Badge
              className={classes.private}
              color="dark"
              variant="filled"
              size="sm"
              leftSection={<IconLock size={11} aria-hidden />}
            >
              {t('outfits.card.private')}
            </Badge>
          )}
        </Box>
        <Stack gap={4} className={classes.body}>
          <Text fw={700} size="sm" className={classes.name} lineClamp={2}>
            {outfit.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="sand.8" size="sm" maw="100%">
              {shownStyle(outfit.style)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('outfits.card.items', { count })}
            </Text>
          </Group>
          <Text fw={700} className={classes.price}>
            {formatPrice(outfit.total_price, currency)}
          </Text>
          {footer}
        </Stack>
      </Link>
      {withFavorite && (
        <Box className={classes.favorite}>
          <OutfitFavoriteButton outfit={outfit} />
        </Box>
      )}
    </Box>
  );
}
