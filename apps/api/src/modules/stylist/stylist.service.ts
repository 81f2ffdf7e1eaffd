import {
  CATEGORIES,
  STYLIST_LOOKS,
  type Gender,
  type StylistLooks,
  type StylistLooksQuery,
  type WardrobeItem,
} from '@shop/contract';
import type { Actor } from '../../lib/access-policy';
import { notFound, unauthorized } from '../../lib/app-error';
import { createKeptAnswers } from '../../lib/kept-answers';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { UsualSize } from '../orders/usual-sizes';
import type { OutfitsService } from '../outfits/outfits.service';
import { buildLooks, type Look, type Used } from './look-builder';
import {
  candidateOf,
  catalogPiece,
  wardrobePiece,
  type Candidate,
  type CatalogCard,
} from './look-pieces';
import { nextNeed, type Piece } from './look-rules';
import { presentLooks } from './stylist-present';

/** How many candidates each pull of the catalogue takes (three pulls a slot). */
const PER_PULL = 14;
/** How many of the items public outfits wear with the asked ones join the candidates. */
const WORN_TOGETHER = 30;

export type StylistQuery = {
  item_id?: number;
  wardrobe_item_id?: number;
  outfit_id?: number;
  item_ids?: number[];
  wardrobe_ids?: number[];
  from?: NonNullable<StylistLooksQuery['from']>;
};

type Deps = {
  catalog: Pick<
    CatalogService,
    'stylistCandidates' | 'stylistPieces' | 'variantsInStock' | 'keptVersion'
  >;
  outfits: Pick<OutfitsService, 'itemIds' | 'wornTogether'>;
  orders: Pick<OrdersService, 'usualSizes'>;
  /** The shopper's own pieces (the wardrobe module's), which come first in every look. */
  ownedPieces: (userId: number) => Promise<WardrobeItem[]>;
};

/** What the asked pieces are and what the shopper has: the ground a look is built on. */
type Ground = {
  asked: Piece[];
  askedCards: CatalogCard[];
  owned: WardrobeItem[];
  /** The shopper's pieces as the stylist weighs them, by wardrobe id. */
  ownPieces: Map<number, Piece>;
  usual: UsualSize[];
};

/**
 * How long a guest's looks around an item are kept while the catalogue announces no change: a
 * piece's stock can fall without an announcement, and the cart checks it when the look is bought.
 */
const GUEST_LOOKS_MAX_AGE_MS = 60_000;

/** How many of the shopper's catalogue pieces have their style read (a wardrobe holds 1 000). */
const OWNED_STYLES = 300;

/** Who the candidates may be for: the asked pieces' gender and unisex, or anyone. */
function gendersFor(asked: readonly Piece[]): Gender[] | null {
  const gender = asked.find((p) => p.gender && p.gender !== 'unisex')?.gender;
  return gender ? [gender, 'unisex'] : null;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

/**
 * The stylist: looks of one piece per slot around what was asked, the shopper's own pieces
 * first, the rest from the catalogue (docs/decisions/085). Nothing outside the shop is asked.
 */
export function createStylistService({ catalog, outfits, orders, ownedPieces }: Deps) {
  /** The shown catalogue items among these (a draft is no one's to style); 404 when none is. */
  async function askedItems(ids: number[], viewerId: number | null) {
    const cards = (await catalog.stylistPieces(ids, viewerId)).filter(
      (card) => card.item.status !== 'draft',
    );
    if (!cards.length) throw notFound('Item');
    return cards;
  }

  /** The shopper's pieces, with the style of those that are catalogue items. */
  async function ownPiecesOf(owned: WardrobeItem[]): Promise<Map<number, Piece>> {
    const ids = [...new Set(owned.flatMap((p) => (p.item_id === null ? [] : [p.item_id])))];
    const cards = await catalog.stylistPieces(ids.slice(0, OWNED_STYLES), null);
    const styles = new Map(cards.map(({ item }) => [item.id, item.style]));
    return new Map(
      owned.map((p) => [p.id, wardrobePiece(p, p.item_id === null ? null : styles.get(p.item_id))]),
    );
  }

  async function ground(actor: Actor, query: StylistQuery): Promise<Ground> {
    const viewerId = actor?.id ?? null;
    const ownIds =
      query.wardrobe_item_id !== undefined ? [query.wardrobe_item_id] : (query.wardrobe_ids ?? []);
    if ((ownIds.length || query.from === 'wardrobe') && !actor) throw unauthorized();
    const [owned, usual] = actor
      ? await Promise.all([ownedPieces(actor.id), orders.usualSizes(actor.id)])
      : [[], []];
    const ownPieces = await ownPiecesOf(owned);
    const mine = { owned, ownPieces, usual };
    const askedOwn = ownIds.map((id) => {
      const piece = ownPieces.get(id);
      if (!piece) throw notFound('Wardrobe item');
      return piece;
    });
    if (query.from === 'wardrobe') return { asked: [], askedCards: [], ...mine };
    const ids =
      query.item_id !== undefined
        ? [query.item_id]
        : query.outfit_id !== undefined
          ? await outfits.itemIds(query.outfit_id, actor)
          : (query.item_ids ?? []);
    const askedCards = ids.length ? await askedItems(ids, viewerId) : [];
    return {
      asked: [...askedCards.map((card) => catalogPiece(candidateOf(card), { usual })), ...askedOwn],
      askedCards,
      ...mine,
    };
  }

  /** Candidates from the catalogue near the asked pieces, and the items outfits wear with them. */
  async function catalogPool(g: Ground): Promise<Piece[]> {
    const slots = CATEGORIES.filter((slot) =>
      (['top', 'bottom', 'footwear', 'accessory'] as const).some(
        (need) => need === slot && needsSlot(g.asked, need),
      ),
    );
    if (!slots.length) return [];
    const askedIds = g.askedCards.map((card) => card.item.id);
    const exclude = [
      ...askedIds,
      ...g.owned.flatMap((p) => (p.item_id === null ? [] : [p.item_id])),
    ];
    const genders = gendersFor(g.asked);
    const [found, together] = await Promise.all([
      catalog.stylistCandidates({
        slots,
        genders,
        price: mean(g.asked.flatMap((p) => (p.price ? [p.price] : []))),
        perPull: PER_PULL,
        exclude,
        withSizes: g.usual.length > 0,
      }),
      outfits.wornTogether(askedIds),
    ]);
    const known = new Set([...exclude, ...found.map((c) => c.id)]);
    const wornIds = [...together.keys()].filter((id) => !known.has(id)).slice(0, WORN_TOGETHER);
    const worn = (await catalog.stylistPieces(wornIds, null))
      .filter(
        ({ item }) =>
          item.status === 'active' &&
          item.in_stock &&
          (genders === null || genders.includes(item.gender)),
      )
      .map(candidateOf);
    const candidates = new Map<number, Candidate>([...found, ...worn].map((c) => [c.id, c]));
    return [...candidates.values()].map((c) =>
      catalogPiece(c, { together: together.get(c.id) ?? 0, usual: g.usual }),
    );
  }

  /** «Что надеть»: looks around different pieces of the wardrobe, the wardrobe alone. */
  function wardrobeLooks(pool: Piece[]): Look[] {
    const used: Used = new Map();
    const looks: Look[] = [];
    const anchors = [
      ...pool.filter((p) => p.slot === 'top'),
      ...pool.filter((p) => p.slot !== 'top'),
    ];
    for (const anchor of anchors) {
      if (looks.length >= STYLIST_LOOKS) break;
      if (looks.some((look) => look.pieces.some((p) => p.key === anchor.key))) continue;
      const [look] = buildLooks({ asked: [anchor], pool, count: 1, used });
      if (look && !looks.some((earlier) => sameClothes(earlier, look))) looks.push(look);
    }
    return looks;
  }

  async function looksFor(actor: Actor, query: StylistQuery): Promise<StylistLooks> {
    const viewerId = actor?.id ?? null;
    const g = await ground(actor, query);
    const askedKeys = new Set(g.asked.map((p) => p.key));
    const ownPool = [...g.ownPieces.values()].filter((p) => !askedKeys.has(p.key));
    if (query.from === 'wardrobe') {
      const looks = wardrobeLooks(ownPool);
      return presentLooks({ looks, owned: g.owned, cards: [], variants: [], usual: [] });
    }
    if (!g.asked.length) return { looks: [] };
    const looks = buildLooks({ asked: g.asked, pool: [...ownPool, ...(await catalogPool(g))] });
    // The cards and sizes of the few pieces shown: the candidates came without them.
    const askedIds = new Set(g.askedCards.map((card) => card.item.id));
    const shownIds = [
      ...new Set(
        looks.flatMap((look) => look.pieces.filter((p) => p.source === 'catalog').map((p) => p.id)),
      ),
    ];
    const [shown, variants] = await Promise.all([
      catalog.stylistPieces(
        shownIds.filter((id) => !askedIds.has(id)),
        viewerId,
      ),
      catalog.variantsInStock(shownIds),
    ]);
    const cards = [...g.askedCards, ...shown];
    return presentLooks({ looks, owned: g.owned, cards, variants, usual: g.usual });
  }

  /**
   * A guest's looks around one item, the item page's «С чем носить»: the same for every guest, so
   * computed once per item while the catalogue is unchanged (the busiest page asks for them).
   */
  const guestLooks = createKeptAnswers<StylistLooks>({
    maxAgeMs: GUEST_LOOKS_MAX_AGE_MS,
    maxKeys: 2_000,
  });

  async function looks(actor: Actor, query: StylistQuery): Promise<StylistLooks> {
    const version = !actor && query.item_id !== undefined ? catalog.keptVersion() : null;
    return version === null
      ? looksFor(actor, query)
      : guestLooks(`${version}|${query.item_id}`, () => looksFor(null, query));
  }

  return { looks };
}

/** The same top, bottom and shoes (a small wardrobe's looks told apart by a bag alone are one). */
function sameClothes(a: Look, b: Look): boolean {
  const clothes = (look: Look) =>
    look.pieces
      .filter((p) => p.slot !== 'accessory' && p.slot !== 'fragrance')
      .map((p) => p.key)
      .sort()
      .join(',');
  return clothes(a) === clothes(b);
}

/** Whether the asked pieces leave this slot for the stylist to fill. */
function needsSlot(asked: readonly Piece[], slot: 'top' | 'bottom' | 'footwear' | 'accessory') {
  if (!asked.length) return true;
  const pieces = [...asked];
  for (let need = nextNeed(pieces); need !== null; need = nextNeed(pieces)) {
    if (need === slot) return true;
    pieces.push({ ...asked[0]!, key: `filled:${need}`, slot: need, kind: null });
  }
  return false;
}
