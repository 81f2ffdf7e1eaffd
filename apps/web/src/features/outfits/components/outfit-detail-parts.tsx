import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconLock } from '@tabler/icons-react';
import { CATEGORIES, RATING_MAX, type CartLine, type Outfit } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { RatingStars } from '@/components/rating-stars';
import { paths } from '@/config/paths';
import { usePhone } from '@/hooks/use-phone';
import { formatPrice, formatRating } from '@/lib/format';
import { DeleteOutfitButton } from './delete-outfit-button';
import backdrop from './mannequin-stack.module.css';
import { OutfitCartButton } from './outfit-cart-button';
import { OutfitComposition } from './outfit-composition';
import classes from './outfit-detail.module.css';
import { OutfitFavoriteButton } from './outfit-favorite-button';
import { OutfitPicture } from './outfit-picture';
import { OutfitWornButton } from './outfit-worn-button';
import { shownStyle } from '@/lib/value-words';

/** The outfit's picture: its cover, else the mannequin with the items. */
export function OutfitDetailPicture({ outfit }: { outfit: Outfit }) {
  return (
    <Box className={`${classes.pictureFrame} ${backdrop.backdrop}`}>
      <OutfitPicture outfit={outfit} loading="eager" />
    </Box>
  );
}

/** The style, «Приватный», the name, the author and the rating. */
export function OutfitHeading({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const rated = outfit.rating_count > 0 && outfit.rating_avg !== null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" color="sand.8">
          {shownStyle(outfit.style)}
        </Badge>
        {!outfit.is_public && (
          <Badge color="dark" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('outfits.detail.private')}
          </Badge>
        )}
      </Group>
      <Title order={1} className={classes.name}>
        {outfit.name}
      </Title>
      <Group gap={4} style={{ columnGap: 16 }}>
        <Text c="dimmed" size="sm">
          {t('outfits.detail.author', {
            name: outfit.owner_name ?? t('common.anonymousShopper'),
          })}
        </Text>
        {rated && (
          <Group
            gap={6}
            role="img"
            aria-label={t('outfits.detail.rating', {
              rating: formatRating(outfit.rating_avg!),
              max: RATING_MAX,
              count: outfit.rating_count,
            })}
          >
            <RatingStars value={outfit.rating_avg!} size="sm" />
            <Text size="sm" c="dimmed" aria-hidden>
              {formatRating(outfit.rating_avg!)} ({outfit.rating_count})
            </Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The total in the store's currency, 'Добавить образ в корзину' and the heart (the heart alone for
 * an outfit of own pieces only).
 */
export function OutfitBuying({
  outfit,
  onCart,
}: {
  outfit: Outfit;
  onCart?: (lines: CartLine[]) => void;
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const phone = usePhone();
  // An outfit of the shopper's own pieces alone has nothing to buy: no total, no «В корзину».
  if (!CATEGORIES.some((slot) => outfit[slot].length > 0))
    return (
      <Group>
        <OutfitFavoriteButton outfit={outfit} appearance="labelled" />
      </Group>
    );
  return (
    <Stack gap={phone ? 'sm' : 'lg'}>
      <Group gap="xs" align="baseline">
        <Text c="dimmed">{t('outfits.detail.total')}</Text>
        <Text fz={phone ? 24 : 28} fw={700} data-testid="outfit-total">
          {formatPrice(outfit.total_price, currency)}
        </Text>
      </Group>
      {CATEGORIES.some((slot) => outfit[slot].some((item) => !item.sold)) && (
        <Text size="xs" c="dimmed" mt={-8}>
          {t('outfits.detail.notSoldTotal')}
        </Text>
      )}
      <OutfitCartButton
        outfitId={outfit.id}
        onCart={onCart}
        aside={<OutfitFavoriteButton outfit={outfit} appearance="labelled" />}
      />
    </Stack>
  );
}

/** The description, 'Редактировать' and 'Удалить' when allowed, and the items by category. */
export function OutfitAbout({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  return (
    <>
      {outfit.description && (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {outfit.description}
        </Text>
      )}
      {(outfit.can_edit || outfit.can_delete) && (
        <Group gap="sm">
          {outfit.can_edit && (
            <Button
              component={Link}
              to={paths.outfitEdit.build(outfit.id)}
              variant="light"
              leftSection={<IconEdit size={18} />}
            >
              {t('outfits.detail.edit')}
            </Button>
          )}
          <OutfitWornButton outfit={outfit} />
          {outfit.can_delete && <DeleteOutfitButton outfit={outfit} />}
        </Group>
      )}
      <OutfitComposition outfit={outfit} />
    </>
  );
}
