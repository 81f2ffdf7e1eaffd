import { CATEGORIES, type Category } from '@shop/contract';
import { safeStorage } from '@/lib/storage';
import {
  emptyPieces,
  emptySelection,
  type BuilderPick,
  type BuilderSelection,
  type BuilderValues,
  type OwnPick,
  type PieceSelection,
} from './builder-form';

/**
 * The builder's draft in localStorage: what the shopper typed and chose, kept across a reload,
 * per user and per outfit (a new one, or the edit of outfit N). Free of React.
 */

/** The try-on photo chosen in the builder: the one kept in the settings, or one uploaded here. */
export type PhotoChoice = { source: 'settings' } | { source: 'upload'; url: string };

const DRAFT_VERSION = 1;

export interface BuilderDraft {
  values: BuilderValues;
  photo: PhotoChoice | null;
}

/** A stored pick is trusted only when it has the shape of a `BuilderPick` of this slot. */
function isPick(value: unknown, slot: Category): value is BuilderPick {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    Number.isInteger(pick.id) &&
    (pick.id as number) > 0 &&
    typeof pick.name === 'string' &&
    typeof pick.brand === 'string' &&
    pick.category === slot &&
    (pick.image_url === null || typeof pick.image_url === 'string') &&
    (pick.price === null || (typeof pick.price === 'number' && Number.isFinite(pick.price)))
  );
}

/** A stored own piece is trusted only with the shape of an `OwnPick` of this slot. */
function isOwnPick(value: unknown, slot: Category): value is OwnPick {
  if (typeof value !== 'object' || value === null) return false;
  const piece = value as Record<string, unknown>;
  return (
    Number.isInteger(piece.id) &&
    (piece.id as number) > 0 &&
    piece.slot === slot &&
    (piece.name === null || typeof piece.name === 'string') &&
    (piece.kind === null || typeof piece.kind === 'string') &&
    (piece.image_url === null || typeof piece.image_url === 'string')
  );
}

/** The own pieces of a stored draft (a draft from before they existed holds none). */
function piecesOf(value: unknown): PieceSelection {
  const pieces = emptyPieces();
  if (typeof value !== 'object' || value === null) return pieces;
  const stored = value as Record<string, unknown>;
  for (const slot of CATEGORIES) {
    const list = stored[slot];
    if (Array.isArray(list)) pieces[slot] = list.filter((piece) => isOwnPick(piece, slot));
  }
  return pieces;
}

function photoOf(value: unknown): PhotoChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const photo = value as Record<string, unknown>;
  if (photo.source === 'settings') return { source: 'settings' };
  if (photo.source === 'upload' && typeof photo.url === 'string' && photo.url)
    return { source: 'upload', url: photo.url };
  return null;
}

/** The draft in a stored value; null when it is not one of ours. */
function draftOf(stored: unknown): BuilderDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, values, photo } = stored as Record<string, unknown>;
  if (version !== DRAFT_VERSION || typeof values !== 'object' || values === null) return null;
  const v = values as Record<string, unknown>;
  if (
    typeof v.name !== 'string' ||
    typeof v.style !== 'string' ||
    typeof v.description !== 'string' ||
    typeof v.is_public !== 'boolean' ||
    typeof v.items !== 'object' ||
    v.items === null
  )
    return null;
  const storedItems = v.items as Record<string, unknown>;
  const items = emptySelection();
  for (const slot of CATEGORIES) {
    const list = storedItems[slot];
    // Each pick stays in its own category's list, whatever the stored text says.
    if (Array.isArray(list)) items[slot] = list.filter((pick) => isPick(pick, slot));
  }
  return {
    values: {
      name: v.name,
      style: v.style,
      description: v.description,
      is_public: v.is_public,
      items,
      pieces: piecesOf(v.pieces),
    },
    photo: photoOf(photo),
  };
}

/** The storage key of a user's draft of a new outfit (`outfitId` null) or of outfit N. */
export function draftKey(userId: number, outfitId: number | null): string {
  return `outfit-draft:${userId}:${outfitId ?? 'new'}`;
}

/** The stored draft, or null when there is none or it cannot be read (it is then forgotten). */
export function readDraft(key: string): BuilderDraft | null {
  const raw = safeStorage.get(key);
  if (raw === null) return null;
  let draft: BuilderDraft | null = null;
  try {
    draft = draftOf(JSON.parse(raw));
  } catch {
    draft = null;
  }
  if (!draft) safeStorage.remove(key);
  return draft;
}

export function writeDraft(key: string, draft: BuilderDraft): void {
  safeStorage.set(key, JSON.stringify({ version: DRAFT_VERSION, ...draft }));
}

export function removeDraft(key: string): void {
  safeStorage.remove(key);
}

/** The chosen items' ids, category by category. */
export function selectionIds(selection: BuilderSelection): number[] {
  return CATEGORIES.flatMap((slot) => selection[slot].map((pick) => pick.id));
}

/** The same items in any order (a try-on shows a set of items, not a sequence). */
export function sameItemSet(a: BuilderSelection, b: BuilderSelection): boolean {
  const left = [...new Set(selectionIds(a))].sort((x, y) => x - y);
  const right = [...new Set(selectionIds(b))].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** The same own pieces in any order (a try-on shows them as it shows the items). */
export function samePieceSet(a: PieceSelection, b: PieceSelection): boolean {
  const ids = (pieces: PieceSelection) =>
    CATEGORIES.flatMap((slot) => pieces[slot].map((piece) => piece.id)).sort((x, y) => x - y);
  const [left, right] = [ids(a), ids(b)];
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** Whether the form holds what it started from: same fields, same items in the same order. */
export function sameValues(a: BuilderValues, b: BuilderValues): boolean {
  return (
    a.name === b.name &&
    a.style === b.style &&
    a.description === b.description &&
    a.is_public === b.is_public &&
    CATEGORIES.every(
      (slot) =>
        a.items[slot].length === b.items[slot].length &&
        a.items[slot].every((pick, index) => pick.id === b.items[slot][index]?.id) &&
        a.pieces[slot].length === b.pieces[slot].length &&
        a.pieces[slot].every((piece, index) => piece.id === b.pieces[slot][index]?.id),
    )
  );
}

/** The selection without the items that no longer exist (`available` are the ids that do). */
export function keepAvailable(
  selection: BuilderSelection,
  available: readonly number[],
): BuilderSelection {
  const known = new Set(available);
  const kept = emptySelection();
  for (const slot of CATEGORIES) kept[slot] = selection[slot].filter((pick) => known.has(pick.id));
  return kept;
}
