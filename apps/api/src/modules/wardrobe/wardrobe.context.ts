import type { WardrobeItem } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { can, type Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import type { CatalogService } from '../catalog/catalog.service';
import type { RecognizedGarment } from '../../lib/wardrobe/recognize';
import type { MediaService } from '../media/media.service';
import { dayIn, toWardrobeItem } from './wardrobe.mapper';
import type { WardrobeRepository } from './wardrobe.repository';

/** Finds the garment on a photo already checked and made upright; null when there is none. */
export type RecognizeGarment = (photo: Buffer) => Promise<RecognizedGarment | null>;

/** What the wardrobe service is built from. */
export type WardrobeDeps = {
  db: Db;
  repo: WardrobeRepository;
  catalog: Pick<CatalogService, 'page'>;
  media: MediaService;
  recognize: RecognizeGarment;
  /** The shop's time zone: what «today» is for the wear log. */
  timeZone: string;
  /**
   * Told in the removal's transaction that a piece is leaving (the outfits holding it); answers
   * what to do once it is gone (their covers drawn again).
   */
  pieceLeaving?: (pieceId: number, tx: DbOrTx) => Promise<() => Promise<void>>;
  now?: () => Date;
};

export type Owner = NonNullable<Actor>;

/** The dependencies and the helpers every wardrobe use case shares. */
export function createWardrobeContext({ now = () => new Date(), ...deps }: WardrobeDeps) {
  const { repo, media, timeZone } = deps;

  /** The piece as its owner sees it; another account's piece is not found (never forbidden). */
  async function read(viewer: Owner, id: number, ex: DbOrTx): Promise<WardrobeItem> {
    const row = await repo.find(viewer, id, ex);
    if (!row) throw notFound('Wardrobe item');
    return toWardrobeItem(row, media.url);
  }

  /** Locks a piece the viewer owns for a change; someone else's answers 404 like a missing one. */
  async function lockOwn(viewer: Owner, id: number, ex: DbOrTx) {
    const row = await repo.lock(id, ex);
    if (!row || !can(viewer, 'view', { type: 'wardrobe_item', ownerId: row.ownerId }))
      throw notFound('Wardrobe item');
    return row;
  }

  return { ...deps, now, today: () => dayIn(timeZone, now()), read, lockOwn };
}

export type WardrobeContext = ReturnType<typeof createWardrobeContext>;
