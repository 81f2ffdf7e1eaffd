import type { ItemSummary } from '@shop/contract';
import type { Ref } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { ItemCard } from '@/components/item-card';

/** The card's lines of text under its picture, as placeholders. */
const SKELETON_LINES = [
  { height: 10, width: '40%' },
  { height: 12, width: '85%' },
  { height: 14, width: '50%' },
];

/** Cards in a grid: 2 columns on phones, 4 on desktops. */
export function ItemGrid({
  items,
  lastItemRef,
  ranked = false,
}: {
  items: ItemSummary[];
  /** Given to the last card (infinite scroll watches it). */
  lastItemRef?: Ref<HTMLElement>;
  /** Number the cards #1, #2… (trending). */
  ranked?: boolean;
}) {
  return (
    <CardGrid>
      {items.map((item, index) => (
        <ItemCard
          key={item.id}
          item={item}
          rank={ranked ? index + 1 : undefined}
          ref={index === items.length - 1 ? lastItemRef : undefined}
          imageLoading={index < 4 ? 'eager' : 'lazy'}
          imagePriority={index < 2}
        />
      ))}
    </CardGrid>
  );
}

/** Placeholders while the first page loads. */
export function ItemGridSkeleton({ count }: { count?: number }) {
  return <CardGridSkeleton count={count} lines={SKELETON_LINES} testId="item-grid-skeleton" />;
}
