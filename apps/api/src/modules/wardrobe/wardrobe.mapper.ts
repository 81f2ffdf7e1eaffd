import {
  COLOR_NAMES,
  GARMENT_KINDS,
  SEASONS,
  WARDROBE_IDLE_DAYS,
  garmentKindOf,
  type ColorName,
  type GarmentKind,
  type Season,
  type WardrobeItem,
} from '@shop/contract';
import type { MediaUrl } from '../media/media.service';
import type { WardrobeRow } from './wardrobe.repository';

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) a moment falls on in the shop's time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // The Canadian English format is the ISO one: 2026-11-29.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const isColor = (name: string): name is ColorName => (COLOR_NAMES as string[]).includes(name);
const isSeason = (name: string): name is Season => (SEASONS as readonly string[]).includes(name);
const isKind = (name: string | null): name is GarmentKind => name !== null && name in GARMENT_KINDS;

/**
 * What the piece is: the kind the shopper gave an own garment, or the one its catalogue name says
 * (a piece bought or marked here follows the catalogue and keeps no kind of its own).
 */
export function kindOf(row: Pick<WardrobeRow, 'kind' | 'source' | 'slot' | 'name'>) {
  if (isKind(row.kind)) return row.kind;
  return row.source === 'photo' ? null : garmentKindOf(row.slot, row.name ?? '');
}

/**
 * The seasons it is worn in: those the shopper chose, else its kind's usual ones; empty means all
 * year (a kind worn in every season says nothing more than no choice).
 */
export function seasonsOf(row: WardrobeRow, kind: GarmentKind | null): Season[] {
  const chosen = row.seasons.filter(isSeason);
  const seasons = chosen.length ? chosen : kind ? GARMENT_KINDS[kind].seasons : SEASONS;
  return new Set(seasons).size === SEASONS.length ? [] : [...seasons];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The day from which a piece counts as unworn: its last wear, or, never worn, the day it came
 * into the wardrobe (so a piece added yesterday is not «Давно не надевали» yet).
 */
export const unwornSince = (row: WardrobeRow, timeZone: string) =>
  row.last_worn ?? dayIn(timeZone, new Date(row.created_at));

/** Not worn for WARDROBE_IDLE_DAYS days or more (never worn counts from the day it came). */
export const isIdle = (row: WardrobeRow, today: string, timeZone: string) =>
  daysBetween(unwornSince(row, timeZone), today) >= WARDROBE_IDLE_DAYS;

/** A piece as the API answers it; its own picture behind a fresh signed address. */
export function toWardrobeItem(row: WardrobeRow, mediaUrl: MediaUrl): WardrobeItem {
  const kind = kindOf(row);
  const price = row.price === null ? null : Number(row.price);
  return {
    id: row.id,
    source: row.source,
    item_id: row.item_id,
    order_id: row.order_id,
    name: row.name,
    brand: row.brand,
    image_url: mediaUrl(row.image_key),
    slot: row.slot,
    kind,
    colors: row.colors.filter(isColor),
    seasons: seasonsOf(row, kind),
    size: row.size,
    price,
    acquired_on: row.acquired_on,
    times_worn: row.times_worn,
    last_worn: row.last_worn,
    cost_per_wear: price === null ? null : round2(price / Math.max(1, row.times_worn)),
    created_at: new Date(row.created_at).toISOString(),
  };
}
