import {
  CATEGORIES,
  GARMENT_KINDS,
  garmentKindOf,
  type Category,
  type GarmentKind,
  type Outfit,
  type OutfitItem,
  type OutfitOwnPiece,
  type TryonRendering,
} from '@shop/contract';
import { can, type Actor } from '../../lib/access-policy';
import type { MediaUrl } from '../media/media.service';
import type { OutfitItemRow, OutfitOwnPieceRow, OutfitRow } from './outfit-summary.sql';

const toItem = (row: OutfitItemRow, mediaUrl: MediaUrl): OutfitItem => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  category: row.category,
  image_url: mediaUrl(row.image_key),
  price: row.price === null ? null : Number(row.price),
  in_stock: row.in_stock,
  sold: row.sold,
});

const isKind = (name: string | null): name is GarmentKind => name !== null && name in GARMENT_KINDS;

/**
 * An own piece: its picture and kind for anyone who may open the outfit, its name only for the
 * owner (a published outfit shows another's belongings as pictures, never their details).
 */
const toOwnPiece = (
  row: OutfitOwnPieceRow,
  isOwner: boolean,
  mediaUrl: MediaUrl,
): OutfitOwnPiece => ({
  id: row.id,
  slot: row.slot,
  name: isOwner ? row.name : null,
  kind: isKind(row.kind)
    ? row.kind
    : row.source === 'photo'
      ? null
      : garmentKindOf(row.slot, row.name ?? ''),
  image_url: mediaUrl(row.image_key),
});

/**
 * The ids as a sorted set, to compare an outfit's items with those a try-on was made with; own
 * wardrobe pieces join it negated (their ids are another table's).
 */
export function itemIdSet(ids: Iterable<number>, pieceIds: Iterable<number> = []): number[] {
  return [...new Set([...ids, ...[...pieceIds].map((id) => -id)])].sort((a, b) => a - b);
}

/** A try-on picture shows other items than the outfit holds when the two sets differ. */
function isTryonStale(row: OutfitRow): boolean {
  if (row.tryon_key === null || row.tryon_item_ids === null) return false;
  const now = itemIdSet(
    row.items.map((item) => item.id),
    (row.own_pieces ?? []).map((piece) => piece.id),
  );
  const then = itemIdSet(row.tryon_item_ids);
  return now.length !== then.length || now.some((id, index) => id !== then[index]);
}

/**
 * An outfit for a viewer: items by slot, the total of the current prices of those still sold, the rights the
 * viewer has, and the try-on picture only for the owner and admins (it is personal).
 */
export function toOutfit(row: OutfitRow, viewer: Actor, mediaUrl: MediaUrl): Outfit {
  const slots = Object.fromEntries(CATEGORIES.map((c) => [c, [] as OutfitItem[]])) as Record<
    Category,
    OutfitItem[]
  >;
  let total = 0;
  for (const item of row.items) {
    slots[item.slot].push(toItem(item, mediaUrl));
    // An item no longer sold stays in the outfit but cannot be bought: it is not in the total.
    if (item.sold && item.price !== null) total += Number(item.price);
  }
  const resource = { type: 'outfit' as const, ownerId: row.owner_id, isPublic: row.is_public };
  const tryonUrl = can(viewer, 'viewTryon', resource) ? mediaUrl(row.tryon_key) : null;
  // Own pieces reach another account (an admin too) only once the owner publishes the outfit.
  const isOwner = viewer?.id === row.owner_id;
  const ownPieces = isOwner || row.is_public ? (row.own_pieces ?? []) : [];
  const hidesPieces = !isOwner && !row.is_public && (row.own_pieces ?? []).length > 0;
  return {
    id: row.id,
    name: row.name,
    style: row.style,
    description: row.description,
    total_price: Math.round(total * 100) / 100,
    image_url: hidesPieces ? null : mediaUrl(row.cover_key),
    tryon_image_url: tryonUrl,
    tryon_is_stale: tryonUrl !== null && isTryonStale(row),
    tryon_rendering: tryonUrl === null ? null : (row.tryon_rendering as TryonRendering | null),
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    is_public: row.is_public,
    is_favorite: row.is_favorite,
    favorites_count: row.favorites_count,
    rating_avg: row.rating_avg === null ? null : Number(row.rating_avg),
    rating_count: row.rating_count,
    can_edit: can(viewer, 'edit', resource),
    can_delete: can(viewer, 'delete', resource),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    ...slots,
    own_pieces: ownPieces.map((piece) => toOwnPiece(piece, isOwner, mediaUrl)),
  };
}
