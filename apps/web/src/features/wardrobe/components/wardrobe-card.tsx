import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { WardrobeItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatDate, formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { fromIsoDate, pieceTitle } from '../wardrobe-labels';
import classes from './wardrobe.module.css';

/** A piece's picture, or «Нет фото» when it has none or it fails to load. */
export function PiecePicture({
  piece,
  className,
  loading = 'lazy',
}: {
  piece: WardrobeItem;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const { t } = useTranslation();
  const image = resolveImageUrl(piece.image_url);
  const [broken, setBroken] = useState<string | null>(null);
  if (!image || broken === image) {
    return (
      <Stack className={classes.placeholder} align="center" justify="center" gap={4}>
        <IconPhotoOff size={28} stroke={1.4} aria-hidden />
        <Text size="xs">{t('wardrobe.card.noImage')}</Text>
      </Stack>
    );
  }
  return (
    <img
      src={image}
      alt={pieceTitle(t, piece)}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setBroken(image)}
    />
  );
}

/** How often a piece was worn, the last time and what one wear cost. */
export function WearFacts({ piece }: { piece: WardrobeItem }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  return (
    <>
      <Text size="xs" c="dimmed">
        {piece.times_worn > 0
          ? t('wardrobe.card.worn', { count: piece.times_worn })
          : t('wardrobe.card.neverWorn')}
      </Text>
      {piece.last_worn && (
        <Text size="xs" c="dimmed">
          {t('wardrobe.card.lastWorn', {
            date: formatDate(fromIsoDate(piece.last_worn), { day: 'numeric', month: 'long' }),
          })}
        </Text>
      )}
      {piece.cost_per_wear !== null && (
        <Text size="xs" fw={600} c="wine.8">
          {t('wardrobe.card.costPerWear', {
            price: formatPrice(Math.round(piece.cost_per_wear), currency),
          })}
        </Text>
      )}
    </>
  );
}

/** One piece of the wardrobe: picture, name, «Куплено здесь», wears. Opens the piece's panel. */
export function WardrobeCard({
  piece,
  onOpen,
  eager = false,
}: {
  piece: WardrobeItem;
  onOpen: (piece: WardrobeItem) => void;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const title = pieceTitle(t, piece);
  return (
    <article aria-label={title}>
      <UnstyledButton
        className={classes.card}
        onClick={() => onOpen(piece)}
        aria-label={t('wardrobe.card.open', { name: title })}
      >
        <div className={classes.media}>
          <PiecePicture
            piece={piece}
            className={classes.image}
            loading={eager ? 'eager' : 'lazy'}
          />
          {piece.source === 'order' && (
            <Badge className={classes.badge} color="wine" variant="light" size="sm" tt="none">
              {t('wardrobe.card.boughtHere')}
            </Badge>
          )}
        </div>
        <div className={classes.body}>
          <Text size="sm" fw={600} lineClamp={2}>
            {title}
          </Text>
          {piece.brand && (
            <Text size="xs" c="dimmed" truncate="end">
              {piece.brand}
            </Text>
          )}
          <WearFacts piece={piece} />
        </div>
      </UnstyledButton>
    </article>
  );
}
