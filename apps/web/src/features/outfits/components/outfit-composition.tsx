import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import {
  CATEGORIES,
  GARMENT_KINDS,
  type Outfit,
  type OutfitItem,
  type OutfitOwnPiece,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import classes from './outfit-detail.module.css';

/**
 * 'Состав образа': the items category by category under their labels (Верх, Низ, Обувь,
 * Аксессуары, Ароматы), each with its picture, brand, name (a link to the item), current price
 * and 'Нет в наличии' when none is left; an item no longer sold is marked «Больше не продаётся»
 * with its price struck out (the total leaves it out). The owner's own pieces follow in their
 * slots, marked «Из гардероба», with no price and no link. Empty categories are left out.
 */
export function OutfitComposition({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const slots = CATEGORIES.filter(
    (slot) => outfit[slot].length > 0 || outfit.own_pieces.some((p) => p.slot === slot),
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="outfit-composition">
      <Title order={2} fz="h3" id="outfit-composition">
        {t('outfits.detail.composition')}
      </Title>
      {slots.map((slot) => (
        <Box key={slot} component="section" aria-label={t(`outfits.slots.${slot}`)}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.slotLabel}>
            {t(`outfits.slots.${slot}`)}
          </Text>
          <Stack gap={0} component="ul" className={classes.itemList}>
            {outfit[slot].map((item) => (
              <ItemRow key={item.id} item={item} currency={currency} />
            ))}
            {outfit.own_pieces
              .filter((piece) => piece.slot === slot)
              .map((piece) => (
                <OwnPieceRow key={`own-${piece.id}`} piece={piece} />
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * An item of the shop: its picture, brand, name (a link to the item) and current price; «Нет в
 * наличии» when none is left, «Больше не продаётся» with the price struck out once not sold.
 */
function ItemRow({ item, currency }: { item: OutfitItem; currency: string }) {
  const { t } = useTranslation();
  const image = resolveImageUrl(item.image_url);
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      className={classes.itemRow}
      aria-label={item.name}
      data-not-sold={!item.sold || undefined}
    >
      <Box className={classes.thumb}>
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          <IconPhotoOff size={20} stroke={1.4} aria-hidden />
        )}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
          {item.brand}
        </Text>
        <Anchor component={Link} to={paths.item.build(item.id)} c="dark.7" size="sm" lineClamp={2}>
          {item.name}
        </Anchor>
        {!item.sold ? (
          <Badge color="dark" variant="filled" size="xs" mt={2}>
            {t('outfits.detail.notSold')}
          </Badge>
        ) : (
          !item.in_stock && (
            <Badge color="gray" variant="light" size="xs" mt={2}>
              {t('outfits.detail.outOfStock')}
            </Badge>
          )
        )}
      </Box>
      <Text
        fw={700}
        size="sm"
        style={{ flex: 'none' }}
        td={item.sold ? undefined : 'line-through'}
        c={item.sold ? undefined : 'dimmed'}
      >
        {item.price !== null ? formatPrice(item.price, currency) : t('outfits.detail.noPrice')}
      </Text>
    </Group>
  );
}

/** An own piece of the owner's wardrobe: its picture and name (its kind for others), no price. */
function OwnPieceRow({ piece }: { piece: OutfitOwnPiece }) {
  const { t } = useTranslation();
  const image = resolveImageUrl(piece.image_url);
  const name =
    piece.name ?? (piece.kind ? GARMENT_KINDS[piece.kind].label : t('outfits.detail.ownPiece'));
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      className={classes.itemRow}
      aria-label={name}
      data-own-piece
    >
      <Box className={classes.thumb}>
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          <IconPhotoOff size={20} stroke={1.4} aria-hidden />
        )}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        <Badge color="wine" variant="light" size="xs">
          {t('outfits.detail.ownBadge')}
        </Badge>
        <Text size="sm" lineClamp={2} mt={2}>
          {name}
        </Text>
      </Box>
    </Group>
  );
}
