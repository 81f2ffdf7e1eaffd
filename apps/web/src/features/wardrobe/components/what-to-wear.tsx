import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconShirt } from '@tabler/icons-react';
import type { StylistLook, WardrobeItem, WardrobeList } from '@shop/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStylistLooks } from '@/api/get-stylist-looks';
import { LookCard, LooksRow, LooksSkeleton } from '@/components/stylist/look-card';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useMarkLookWorn } from '../api/mark-worn';
import { todayIso } from '../wardrobe-labels';

/** The shopper's own pieces of a look (a look from the wardrobe holds nothing else). */
const ownPieces = (look: StylistLook): WardrobeItem[] =>
  look.items.flatMap((piece) => (piece.source === 'wardrobe' ? [piece.item] : []));

/** A look one can go out in: a top and a bottom (or a dress), and footwear. */
function isCompleteLook(look: StylistLook): boolean {
  const pieces = look.items;
  const dress = pieces.some((p) => p.source === 'wardrobe' && p.item.kind === 'dress');
  const has = (slot: string) => pieces.some((p) => p.slot === slot);
  return (dress || (has('top') && has('bottom'))) && has('footwear');
}

/** The slots a complete look needs that the wardrobe has nothing of. */
const NEEDED = ['top', 'bottom', 'footwear'] as const;

/**
 * «Надето сегодня» for a whole look: every piece marked worn today, once however often it is
 * pressed; a notice says how many. «Сегодня надето» once each piece was worn today.
 */
function WornLookButton({ look }: { look: StylistLook }) {
  const { t } = useTranslation();
  const mark = useMarkLookWorn();
  const busy = useRef(false);
  const [marked, setMarked] = useState(false);
  const pieces = ownPieces(look);
  const today = todayIso();
  const done =
    marked || (pieces.length > 0 && pieces.every((p) => p.last_worn?.slice(0, 10) === today));
  const press = () => {
    // A second press while the first is on its way (a double click) marks nothing more.
    if (busy.current || done) return;
    busy.current = true;
    mark.mutate(
      pieces.map((p) => p.id),
      {
        onSuccess: () => {
          setMarked(true);
          notifySuccess(t('wardrobe.whatToWear.marked', { count: pieces.length }), {
            id: 'wardrobe-look-worn',
          });
        },
        onError: () => {
          busy.current = false;
          notifyError(t('wardrobe.piece.wornFailed'), { id: 'wardrobe-worn-failed' });
        },
      },
    );
  };
  if (done) {
    return (
      <Badge
        color="teal.9"
        variant="filled"
        size="lg"
        leftSection={<IconCheck size={14} />}
        tt="none"
        fullWidth
      >
        {t('wardrobe.piece.wornTodayDone')}
      </Badge>
    );
  }
  return (
    <Button
      size="xs"
      leftSection={<IconShirt size={16} />}
      loading={mark.isPending}
      onClick={press}
    >
      {t('wardrobe.piece.wornToday')}
    </Button>
  );
}

/**
 * Too little for a complete look: says what is missing (a dress stands for a bottom) and offers
 * the catalogue.
 */
function TooLittle({ counts, dresses }: Pick<WardrobeList, 'counts' | 'dresses'>) {
  const { t, i18n } = useTranslation();
  const has = (slot: (typeof NEEDED)[number]) =>
    counts[slot] > 0 || (slot === 'bottom' && dresses > 0);
  const missing = NEEDED.filter((slot) => !has(slot)).map((slot) =>
    t(`wardrobe.whatToWear.none.${slot}`),
  );
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing);
  return (
    <Paper withBorder radius="md" p="md" data-testid="what-to-wear-too-little">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('wardrobe.whatToWear.tooLittle')}</Text>
        <Text size="sm" c="dimmed">
          {missing.length
            ? t('wardrobe.whatToWear.missing', { what: list })
            : t('wardrobe.whatToWear.noMatch')}
        </Text>
        <Button component={Link} to={paths.items} variant="default" size="xs">
          {t('wardrobe.toCatalog')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * «Что надеть»: up to three looks from the shopper's own clothes alone, each its reason and
 * pieces (a piece opens its panel) and «Надето сегодня» for the whole look. Looks short of a
 * top, bottom or footwear are left out; with none left it says so and offers the catalogue.
 * Nothing when the stylist does not answer.
 */
export function WhatToWear({
  counts,
  dresses,
  onOpenPiece,
}: Pick<WardrobeList, 'counts' | 'dresses'> & {
  onOpenPiece: (piece: WardrobeItem) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, isError } = useStylistLooks({ from: 'wardrobe' });
  if (isError) return null;
  const looks = data?.looks.filter(isCompleteLook) ?? [];
  let body;
  if (isPending) body = <LooksSkeleton />;
  else if (!looks.length) body = <TooLittle counts={counts} dresses={dresses} />;
  else {
    body = (
      <LooksRow dense>
        {looks.map((look, index) => (
          <LookCard
            key={ownPieces(look)
              .map((p) => p.id)
              .join('-')}
            look={look}
            number={index + 1}
            onOpenPiece={onOpenPiece}
            actions={<WornLookButton look={look} />}
          />
        ))}
      </LooksRow>
    );
  }
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={titleId}>
          {t('wardrobe.whatToWear.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('wardrobe.whatToWear.intro')}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
