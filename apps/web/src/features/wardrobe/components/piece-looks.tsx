import { Stack, Text, Title } from '@mantine/core';
import type { StylistLook, WardrobeItem } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStylistLooks } from '@/api/get-stylist-looks';
import { AddMissingButton } from '@/components/stylist/add-missing-button';
import { LookCard, LooksRow, LooksSkeleton } from '@/components/stylist/look-card';

export interface PieceLooksProps {
  piece: WardrobeItem;
  /** Puts a look's catalogue pieces into the cart; without it the looks offer no button. */
  onAddMissing?: (look: StylistLook) => Promise<void> | void;
  /** Opens another own piece of a look in the panel. */
  onOpenPiece: (piece: WardrobeItem) => void;
}

/**
 * «С чем носить» in a piece's panel: the looks around it, the shopper's other pieces first and
 * the gaps from the catalogue, each with «Добавить недостающее в корзину». Nothing when the
 * stylist has no look or does not answer.
 */
export function PieceLooks({ piece, onAddMissing, onOpenPiece }: PieceLooksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending } = useStylistLooks({ wardrobe_item_id: piece.id });
  if (!isPending && !data?.looks.length) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Stack gap={2}>
        <Title order={3} size="h4" id={titleId}>
          {t('wardrobe.piece.looksTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('wardrobe.piece.looksIntro')}
        </Text>
      </Stack>
      {isPending ? (
        <LooksSkeleton stacked />
      ) : (
        <LooksRow stacked>
          {data!.looks.map((look, index) => (
            <LookCard
              key={index}
              look={look}
              number={index + 1}
              onOpenPiece={(own) => own.id !== piece.id && onOpenPiece(own)}
              actions={
                onAddMissing &&
                look.items.some((p) => p.source === 'catalog') && (
                  <AddMissingButton look={look} onAddMissing={onAddMissing} />
                )
              }
            />
          ))}
        </LooksRow>
      )}
    </Stack>
  );
}
