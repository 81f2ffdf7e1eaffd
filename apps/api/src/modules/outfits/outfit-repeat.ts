import type { DbOrTx } from '../../db/client';
import type { OutfitsRepository } from './outfits.repository';

/**
 * How long after making an outfit the same create from its owner (a double click on «Создать
 * образ», a request retried on a slow line) is that outfit sent again rather than a new one.
 */
const OUTFIT_REPEAT_WINDOW_MS = 10 * 60_000;

type Wanted = {
  name: string;
  style: string;
  description: string | null | undefined;
  itemIds: number[];
  pieceIds: number[];
};

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * The outfit this create repeats: the owner's newest one, made within the window, with the same
 * name, style, description, items and own pieces. The caller holds the owner's create lock, so
 * two sends at once see each other.
 */
export async function findRepeatedOutfit(
  repo: Pick<OutfitsRepository, 'newestNamed' | 'itemIdsOf' | 'pieceIdsOf'>,
  ownerId: number,
  wanted: Wanted,
  ex: DbOrTx,
): Promise<number | undefined> {
  const since = new Date(Date.now() - OUTFIT_REPEAT_WINDOW_MS);
  const row = await repo.newestNamed(ownerId, wanted.name, since, ex);
  if (!row || row.style !== wanted.style) return undefined;
  if ((row.description ?? null) !== (wanted.description ?? null)) return undefined;
  const items = await repo.itemIdsOf(row.id, ex);
  const pieces = await repo.pieceIdsOf(row.id, ex);
  return sameIds(items, wanted.itemIds) && sameIds(pieces, wanted.pieceIds) ? row.id : undefined;
}
