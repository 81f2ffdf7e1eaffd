import { Stack } from '@mantine/core';
import type { CartLine } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from '@/components/detail-skeleton';
import { DetailPageStates } from '@/components/detail-page-states';
import { isOutfitId, useOutfit } from '../api/get-outfit';
import { OutfitDetailView } from './outfit-detail-view';
import { OutfitNotFound } from './outfit-not-found';

export interface OutfitDetailPageProps {
  /** The id from the URL; anything that is not a positive integer is 'Образ не найден'. */
  outfitId: number;
  /** The cart the server answered after 'Добавить образ в корзину'. */
  onCart?: (lines: CartLine[]) => void;
  /** What goes under the outfit (the reviews). Not shown for a missing outfit. */
  children?: ReactNode;
}

/**
 * /outfits/{id}: the picture (cover, else the mannequin with the items), the owner's try-on
 * picture when there is one, name, style, author, rating, the total in the store currency, the
 * outfit's heart, 'Добавить образ в корзину', 'Редактировать' (can_edit) and 'Удалить' with a
 * confirmation (can_delete), the items by category, then `children`.
 */
export function OutfitDetailPage({ outfitId, onCart, children }: OutfitDetailPageProps) {
  const { t } = useTranslation();
  const query = useOutfit(outfitId);
  return (
    <DetailPageStates
      query={query}
      valid={isOutfitId(outfitId)}
      notFound={{ page: <OutfitNotFound />, title: t('outfits.detail.notFound') }}
      failed={{ message: t('outfits.detail.loadFailed'), toastId: 'outfit-load-failed' }}
      skeleton={<OutfitDetailSkeleton />}
    >
      {(outfit) => (
        <Stack gap={48} py={{ base: 'xs', sm: 'md' }}>
          <OutfitDetailView outfit={outfit} onCart={onCart} />
          {children}
        </Stack>
      )}
    </DetailPageStates>
  );
}

/** The page's lines of text while it loads. */
const SKELETON_LINES = [
  { height: 18, width: '25%' },
  { height: 40, width: '70%' },
  { height: 14, width: '30%' },
  { height: 32, width: '35%' },
  { height: 44, width: '60%' },
  { height: 160 },
];

function OutfitDetailSkeleton() {
  return <DetailSkeleton pictureSpan={5} aspectRatio="3 / 4" lines={SKELETON_LINES} />;
}
