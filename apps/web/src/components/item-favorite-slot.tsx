import { Box } from '@mantine/core';
import type { ItemSummary } from '@shop/contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The favourite control on items (the heart on cards and on the item page). Shared components
 * and features cannot import the favourites feature, so the app layer provides its control once
 * through this context and every card, grid and item page reads it from here. Without a
 * provider (or with `render={null}`, e.g. a screen that lists items without hearts) no control
 * is shown.
 */

export interface ItemFavoriteSlotProps {
  item: Pick<ItemSummary, 'id' | 'is_favorite'>;
  /** 'card': over a card's picture; 'detail': the bigger one next to 'Добавить в корзину'. */
  placement: 'card' | 'detail';
}

/** Renders the control for one item (returns an element such as the favourites feature's heart). */
export type RenderItemFavorite = (props: ItemFavoriteSlotProps) => ReactNode;

const ItemFavoriteContext = createContext<RenderItemFavorite | null>(null);

export function ItemFavoriteProvider({
  render,
  children,
}: {
  render: RenderItemFavorite | null;
  children: ReactNode;
}) {
  return <ItemFavoriteContext value={render}>{children}</ItemFavoriteContext>;
}

/** The item's favourite control in a box styled by the caller; nothing when none is provided. */
export function ItemFavoriteSlot({
  className,
  ...props
}: ItemFavoriteSlotProps & { className?: string }) {
  const render = useContext(ItemFavoriteContext);
  if (!render) return null;
  return <Box className={className}>{render(props)}</Box>;
}
