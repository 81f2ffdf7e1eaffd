import {
  CATEGORIES,
  COLOR_NAMES,
  type ColorName,
  type WardrobeItem,
  type WardrobeList,
  type WardrobeStats,
  type WardrobeWear,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Owner, WardrobeContext } from './wardrobe.context';
import { addDays, daysBetween, isIdle, toWardrobeItem, unwornSince } from './wardrobe.mapper';
import type { WardrobeRow } from './wardrobe.repository';

/** The longest stretch the wear calendar answers at once. */
const WEARS_MAX_DAYS = 366;
/** How many pieces each of the stats' lists names. */
const TOP = 5;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { fields: [{ path, message }] });

type WardrobeFilters = {
  slot?: WardrobeItem['slot'];
  color?: ColorName;
  season?: WardrobeItem['seasons'][number];
  idle?: boolean;
  item_id?: number;
};

const sum = (pieces: WardrobeItem[]) =>
  Math.round(pieces.reduce((total, p) => total + (p.price ?? 0), 0) * 100) / 100;

type WardrobeLogDeps = Pick<
  WardrobeContext,
  'db' | 'repo' | 'media' | 'timeZone' | 'read' | 'lockOwn' | 'today'
>;

/** The wardrobe page, the wear log and its figures. */
export function createWardrobeLog(ctx: WardrobeLogDeps) {
  const { db, repo, media, timeZone, read, lockOwn, today } = ctx;

  const pieces = async (owner: Owner, ex: DbOrTx) =>
    (await repo.list(owner, ex)).map((row) => ({ row, piece: toWardrobeItem(row, media.url) }));

  /** Whether a piece passes the page's filters (a piece of no season is worn all year). */
  const matches = (row: WardrobeRow, piece: WardrobeItem, filters: WardrobeFilters, day: string) =>
    (!filters.slot || piece.slot === filters.slot) &&
    (!filters.color || piece.colors.includes(filters.color)) &&
    (!filters.season || !piece.seasons.length || piece.seasons.includes(filters.season)) &&
    (filters.idle === undefined || isIdle(row, day, timeZone) === filters.idle);

  /**
   * One catalogue item's pieces (the item page's «Уже есть у меня»): read alone, the counts and
   * the value summed by the database rather than from every piece and its signed picture.
   */
  async function listOfItem(owner: Owner, filters: WardrobeFilters & { item_id: number }) {
    const [rows, totals] = await Promise.all([
      repo.list(owner, db, { itemId: filters.item_id }),
      repo.totals(owner, db),
    ]);
    const day = today();
    const counts = Object.fromEntries(
      CATEGORIES.map((slot) => [slot, totals.find((row) => row.slot === slot)?.n ?? 0]),
    ) as WardrobeList['counts'];
    const value = totals.reduce((total, row) => total + Number(row.value ?? 0), 0);
    return {
      items: rows
        .map((row) => ({ row, piece: toWardrobeItem(row, media.url) }))
        .filter(({ row, piece }) => matches(row, piece, filters, day))
        .map(({ piece }) => piece),
      counts,
      dresses: totals.reduce((n, row) => n + row.dresses, 0),
      value: Math.round(value * 100) / 100,
    };
  }

  /** GET /api/wardrobe/items: the pieces that match, the counts per slot and the value. */
  async function list(owner: Owner, filters: WardrobeFilters): Promise<WardrobeList> {
    if (filters.item_id !== undefined) {
      return listOfItem(owner, { ...filters, item_id: filters.item_id });
    }
    const all = await pieces(owner, db);
    const day = today();
    const shown = all.filter(({ row, piece }) => matches(row, piece, filters, day));
    const counts = Object.fromEntries(
      CATEGORIES.map((slot) => [slot, all.filter(({ piece }) => piece.slot === slot).length]),
    ) as WardrobeList['counts'];
    return {
      items: shown.map(({ piece }) => piece),
      counts,
      dresses: all.filter(({ piece }) => piece.kind === 'dress').length,
      value: sum(all.map(({ piece }) => piece)),
    };
  }

  /** The day a wear is logged for: today by default, never a day still to come. */
  function wearDay(date: string | undefined): string {
    const day = today();
    if (date && date > day) throw invalid('date', 'A piece cannot be worn on a day still to come');
    return date ?? day;
  }

  /** «Надето сегодня» (or on the day given); a second mark of the same day changes nothing. */
  async function markWorn(owner: Owner, id: number, date?: string): Promise<WardrobeItem> {
    const day = wearDay(date);
    await db.transaction(async (tx) => {
      const row = await lockOwn(owner, id, tx);
      await repo.addWear({ pieceId: id, ownerId: row.ownerId, day, outfitId: null }, tx);
    });
    return read(owner, id, db);
  }

  /** A day of the log taken back (a day that was not logged changes nothing). */
  async function unmarkWorn(owner: Owner, id: number, date: string): Promise<WardrobeItem> {
    await db.transaction(async (tx) => {
      await lockOwn(owner, id, tx);
      await repo.removeWear(id, date, tx);
    });
    return read(owner, id, db);
  }

  /**
   * Pieces worn together in an outfit on one day, in the caller's transaction (the outfits'
   * «Надето сегодня»). Pieces that are not the owner's are not found.
   */
  async function logOutfitWear(
    owner: Owner,
    pieceIds: number[],
    outfitId: number,
    date: string | undefined,
    tx: DbOrTx,
  ): Promise<void> {
    const day = wearDay(date);
    for (const id of [...new Set(pieceIds)].sort((a, b) => a - b)) {
      const row = await lockOwn(owner, id, tx);
      await repo.addWear({ pieceId: id, ownerId: row.ownerId, day, outfitId }, tx);
    }
  }

  /** GET /api/wardrobe/wears: what was worn from `from` to `to` (at most 366 days). */
  async function wears(owner: Owner, from: string, to: string): Promise<WardrobeWear[]> {
    if (from > to) throw invalid('to', 'The end of the period comes before its start');
    if (daysBetween(from, to) >= WEARS_MAX_DAYS)
      throw invalid('to', `At most ${WEARS_MAX_DAYS} days at once`);
    return repo.wears(owner.id, from, to, db);
  }

  /** GET /api/wardrobe/stats. */
  async function stats(owner: Owner): Promise<WardrobeStats> {
    const all = await pieces(owner, db);
    const day = today();
    const list = all.map(({ piece }) => piece);
    const colorCount = new Map<ColorName, number>();
    for (const piece of list)
      for (const color of piece.colors) colorCount.set(color, (colorCount.get(color) ?? 0) + 1);
    const byLast = (a: WardrobeItem, b: WardrobeItem) =>
      (a.last_worn ?? '').localeCompare(b.last_worn ?? '');
    const idle = all
      .filter(({ row }) => isIdle(row, day, timeZone))
      .sort((a, b) => unwornSince(a.row, timeZone).localeCompare(unwornSince(b.row, timeZone)));
    return {
      count: list.length,
      value: sum(list),
      by_slot: CATEGORIES.map((slot) => {
        const ofSlot = list.filter((p) => p.slot === slot);
        return { slot, count: ofSlot.length, value: sum(ofSlot) };
      }),
      by_color: COLOR_NAMES.flatMap((color) =>
        colorCount.has(color) ? [{ color, count: colorCount.get(color)! }] : [],
      ).sort((a, b) => b.count - a.count),
      most_worn: list
        .filter((p) => p.times_worn > 0)
        .sort((a, b) => b.times_worn - a.times_worn || -byLast(a, b))
        .slice(0, TOP),
      least_worn: [...list]
        .sort((a, b) => a.times_worn - b.times_worn || byLast(a, b))
        .slice(0, TOP),
      idle: idle.slice(0, TOP).map(({ piece }) => piece),
      idle_count: idle.length,
      wears_last_30_days: await repo.wearCountSince(owner.id, addDays(day, -29), db),
    };
  }

  /** Every piece of the account, as the stylist reads them (in the caller's transaction or not). */
  async function ownedPieces(userId: number, ex: DbOrTx = db): Promise<WardrobeItem[]> {
    const owner = { id: userId, isAdmin: false, isModerator: false };
    return (await pieces(owner, ex)).map(({ piece }) => piece);
  }

  return { list, markWorn, unmarkWorn, logOutfitWear, wears, stats, ownedPieces };
}
