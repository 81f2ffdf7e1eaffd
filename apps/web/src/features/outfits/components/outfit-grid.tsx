import type { Outfit } from '@shop/contract';
import type { ReactNode, Ref } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/card-grid';
import { OutfitCard } from './outfit-card';

/** The card's lines of text under its picture, as placeholders. */
const SKELETON_LINES = [
  { height: 12, width: '80%' },
  { height: 10, width: '45%' },
  { height: 14, width: '40%' },
];

/** Outfit cards in a grid: 2 columns on phones, 4 on desktops. */
export function OutfitGrid<T extends Outfit>({
  outfits,
  lastRef,
  footer,
  withFavorites = true,
}: {
  outfits: readonly T[];
  /** Given to the last card (infinite scroll watches it). */
  lastRef?: Ref<HTMLElement>;
  /** Something under each card's price. */
  footer?: (outfit: T) => ReactNode;
  withFavorites?: boolean;
}) {
  return (
    <CardGrid>
      {outfits.map((outfit, index) => (
        <OutfitCard
          key={outfit.id}
          outfit={outfit}
          ref={index === outfits.length - 1 ? lastRef : undefined}
          imageLoading={index < 4 ? 'eager' : 'lazy'}
          footer={footer?.(outfit)}
          withFavorite={withFavorites}
        />
      ))}
    </CardGrid>
  );
}

/** Placeholders while the first page loads. */
export function OutfitGridSkeleton({ count }: { count?: number }) {
  return <CardGridSkeleton count={count} lines={SKELETON_LINES} testId="outfit-grid-skeleton" />;
}
