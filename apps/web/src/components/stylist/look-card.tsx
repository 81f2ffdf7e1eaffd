import { Badge, Box, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StylistLook, StylistLookPiece, WardrobeItem } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { lookReasonText } from './look-reason';
import classes from './looks.module.css';

/**
 * The stylist's looks side by side: on a phone one look and the edge of the next (a swipe shows
 * the others), three in a row on a wider screen; `stacked` lists them one under another (a
 * narrow panel); `dense` draws smaller pieces, so a look of three is one row on a phone.
 */
export function LooksRow({
  children,
  stacked = false,
  dense = false,
}: {
  children: ReactNode;
  stacked?: boolean;
  dense?: boolean;
}) {
  const layout = stacked ? classes.stacked : classes.looks;
  return <div className={dense ? `${layout} ${classes.dense}` : layout}>{children}</div>;
}

/** Three grey cards while the looks load. */
export function LooksSkeleton({ stacked = false }: { stacked?: boolean }) {
  return (
    <LooksRow stacked={stacked}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className={classes.look} height={stacked ? 160 : 220} radius="md" />
      ))}
    </LooksRow>
  );
}

export interface LookCardProps {
  look: StylistLook;
  /** Its place among the looks, from 1: the card is named «Образ 1». */
  number: number;
  /** The look's buttons, under its pieces. */
  actions?: ReactNode;
  /** Opens one of the shopper's own pieces (its panel); without it they are pictures only. */
  onOpenPiece?: (piece: WardrobeItem) => void;
}

const pieceKey = (piece: StylistLookPiece) => `${piece.source}:${piece.item.id}`;

/**
 * One look: the line that says why, its pieces as small cards (a catalogue piece links to its
 * page with its price, the shopper's own is marked «В гардеробе»), then the caller's buttons.
 */
export function LookCard({ look, number, actions, onOpenPiece }: LookCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      className={classes.look}
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('item.stylist.look', { number })}
    >
      <Stack gap="sm" h="100%">
        <Text fw={600} size="sm">
          {lookReasonText(look.reason, t)}
        </Text>
        <div className={classes.pieces} role="list">
          {look.items.map((piece) => (
            <LookPiece key={pieceKey(piece)} piece={piece} onOpenPiece={onOpenPiece} />
          ))}
        </div>
        {actions && (
          <Stack gap={6} mt="auto">
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function LookPiece({
  piece,
  onOpenPiece,
}: {
  piece: StylistLookPiece;
  onOpenPiece: LookCardProps['onOpenPiece'];
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const name = piece.item.name ?? t(`outfits.slots.${piece.slot}`);
  const src = resolveImageUrl(piece.item.image_url);
  const price =
    piece.source === 'catalog'
      ? (piece.variant?.price ?? piece.item.min_price ?? piece.item.price)
      : null;
  const body = (
    <>
      {src ? (
        <img className={classes.picture} src={src} alt="" loading="lazy" />
      ) : (
        <Box className={classes.picture} />
      )}
      <Text size="xs" lineClamp={2} mt={4}>
        {name}
      </Text>
      {piece.source === 'wardrobe' ? (
        // Filled in the darkest teal: a light badge's text is too faint at this size on the
        // shop's warm backgrounds.
        <Badge size="xs" color="teal.9" variant="filled" tt="none" px={4}>
          {t('item.stylist.owned')}
        </Badge>
      ) : (
        price !== null && (
          <Text size="xs" fw={600}>
            {formatPrice(price, currency)}
          </Text>
        )
      )}
    </>
  );
  let card;
  if (piece.source === 'catalog') {
    card = (
      <Link className={classes.piece} to={paths.item.build(piece.item.id)} title={name}>
        {body}
      </Link>
    );
  } else if (onOpenPiece) {
    const own = piece.item;
    card = (
      <UnstyledButton className={classes.piece} title={name} onClick={() => onOpenPiece(own)}>
        {body}
      </UnstyledButton>
    );
  } else {
    card = (
      <Box className={classes.piece} title={name}>
        {body}
      </Box>
    );
  }
  return <div role="listitem">{card}</div>;
}
