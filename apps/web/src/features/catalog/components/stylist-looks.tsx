import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBagPlus, IconWand } from '@tabler/icons-react';
import type { StylistLook, StylistLookPiece } from '@shop/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { useStylistLooks } from '@/api/get-stylist-looks';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import classes from './stylist-looks.module.css';

export interface StylistLooksProps {
  itemId: number;
  /** Puts the look's missing catalogue pieces into the cart and says how many went in. */
  onAddMissing: (look: StylistLook) => Promise<void> | void;
  /** Opens the outfit builder with the look's pieces. */
  onOpenInBuilder: (look: StylistLook) => void;
}

/**
 * «С чем носить»: three looks around the item, each its pieces as small cards (the shopper's
 * own marked «В гардеробе») with the line that says why, «Добавить недостающее в корзину» and
 * «Открыть в конструкторе». Hidden when the stylist has nothing or does not answer.
 */
export function StylistLooks({ itemId, onAddMissing, onOpenInBuilder }: StylistLooksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending } = useStylistLooks({ item_id: itemId });
  if (!isPending && !data?.looks.length) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} id={titleId}>
          {t('item.stylist.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('item.stylist.intro')}
        </Text>
      </Stack>
      <div className={classes.looks}>
        {isPending
          ? [0, 1, 2].map((n) => (
              <Skeleton key={n} className={classes.look} height={220} radius="md" />
            ))
          : data!.looks.map((look, index) => (
              <LookCard
                key={index}
                look={look}
                number={index + 1}
                onAddMissing={onAddMissing}
                onOpenInBuilder={onOpenInBuilder}
              />
            ))}
      </div>
    </Stack>
  );
}

const pieceKey = (piece: StylistLookPiece) => `${piece.source}:${piece.item.id}`;

function LookCard({
  look,
  number,
  onAddMissing,
  onOpenInBuilder,
}: {
  look: StylistLook;
  number: number;
  onAddMissing: StylistLooksProps['onAddMissing'];
  onOpenInBuilder: StylistLooksProps['onOpenInBuilder'];
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const buyable = look.items.some((p) => p.source === 'catalog' && p.variant);
  const add = async () => {
    setAdding(true);
    try {
      await onAddMissing(look);
    } finally {
      setAdding(false);
    }
  };
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
          {look.reason}
        </Text>
        <div className={classes.pieces} role="list">
          {look.items.map((piece) => (
            <LookPiece key={pieceKey(piece)} piece={piece} />
          ))}
        </div>
        <Stack gap={6} mt="auto">
          <Button
            size="xs"
            color="wine"
            leftSection={<IconShoppingBagPlus size={16} />}
            onClick={() => void add()}
            loading={adding}
            disabled={!buyable}
          >
            {t('item.stylist.addMissing')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconWand size={16} />}
            onClick={() => onOpenInBuilder(look)}
          >
            {t('item.stylist.openInBuilder')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function LookPiece({ piece }: { piece: StylistLookPiece }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const name = piece.item.name ?? t(`outfits.slots.${piece.slot}`);
  const src = resolveImageUrl(piece.item.image_url);
  const picture = src ? (
    <img className={classes.picture} src={src} alt="" loading="lazy" />
  ) : (
    <Box className={classes.picture} />
  );
  const price =
    piece.source === 'catalog'
      ? (piece.variant?.price ?? piece.item.min_price ?? piece.item.price)
      : null;
  const body = (
    <>
      {picture}
      <Text size="xs" lineClamp={2} mt={4}>
        {name}
      </Text>
      {piece.source === 'wardrobe' ? (
        <Badge size="xs" color="teal" variant="light" tt="none" px={4}>
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
  return (
    <div role="listitem">
      {piece.source === 'catalog' ? (
        <Link className={classes.piece} to={paths.item.build(piece.item.id)} title={name}>
          {body}
        </Link>
      ) : (
        <Group className={classes.piece} gap={0} title={name}>
          <Box w="100%">{body}</Box>
        </Group>
      )}
    </div>
  );
}
