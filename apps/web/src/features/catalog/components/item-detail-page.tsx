import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from '@/components/detail-skeleton';
import { DetailPageStates } from '@/components/detail-page-states';
import { isItemId, useItem } from '@/api/items/get-item';
import { WhenNear } from '@/components/when-near';
import type { OnAddToCart } from '../hooks/use-add-to-cart';
import { ItemDetailView, type OwnedAction } from './item-detail-view';
import { ItemNotFound } from './item-not-found';
import { SimilarItems } from './similar-items';
import { StylistLooks, type StylistLooksProps } from './stylist-looks';

export interface ItemDetailPageProps {
  /** The id from the URL; anything that is not a positive integer shows 'Товар не найден'. */
  itemId: number;
  onAddToCart?: OnAddToCart;
  /** «С чем носить»: what its looks' buttons do; without them the section is not shown. */
  looks?: Pick<StylistLooksProps, 'onAddMissing' | 'onOpenInBuilder'>;
  /** Beside the buy box: another feature's action on the item and the chosen variant. */
  ownedAction?: OwnedAction;
  /** What goes under the similar items (the reviews). Not shown for a missing item. */
  children?: ReactNode;
}

/** /items/{id}: the item, «С чем носить», similar items, then `children` (reviews). */
export function ItemDetailPage({
  itemId,
  onAddToCart,
  looks,
  ownedAction,
  children,
}: ItemDetailPageProps) {
  const { t } = useTranslation();
  const query = useItem(itemId);
  return (
    <DetailPageStates
      query={query}
      valid={isItemId(itemId)}
      notFound={{ page: <ItemNotFound />, title: t('item.notFound') }}
      failed={{ message: t('item.loadFailed'), toastId: 'item-load-failed' }}
      skeleton={<ItemDetailSkeleton />}
    >
      {(item) => (
        // On a phone the buy bar covers the last 80 px: room for it under the reviews.
        <Stack gap={48} pt={{ base: 'xs', sm: 'md' }} pb={{ base: 80, sm: 'md' }}>
          {/* A new item (a similar card was opened) starts with a fresh choice of variant. */}
          <ItemDetailView
            key={item.id}
            item={item}
            onAddToCart={onAddToCart}
            ownedAction={ownedAction}
          />
          <WhenNear key={`more-${item.id}`}>
            {looks && <StylistLooks itemId={item.id} {...looks} />}
            <SimilarItems itemId={item.id} />
            {children}
          </WhenNear>
        </Stack>
      )}
    </DetailPageStates>
  );
}

/** The page's lines of text while it loads. */
const SKELETON_LINES = [
  { height: 12, width: '30%' },
  { height: 36, width: '80%' },
  { height: 28, width: '35%' },
  { height: 44, width: '70%' },
  { height: 44, width: '60%' },
  { height: 80 },
];

function ItemDetailSkeleton() {
  return <DetailSkeleton pictureSpan={6} aspectRatio="4 / 5" lines={SKELETON_LINES} />;
}
