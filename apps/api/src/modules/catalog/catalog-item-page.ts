import type { Actor } from '../../lib/access-policy';
import { notFound } from '../../lib/app-error';
import { createKeptAnswers } from '../../lib/kept-answers';
import { toItemImage, toVariant } from './catalog.mapper';
import type { CatalogContext } from './catalog.context';

const SIMILAR_LIMIT = 12;

type CatalogItemPageDeps = Pick<
  CatalogContext,
  | 'db'
  | 'repo'
  | 'history'
  | 'mediaUrl'
  | 'summary'
  | 'keptVersion'
  | 'searchMaxAgeMs'
  | 'seen'
  | 'requireItem'
  | 'requireSeen'
  | 'requirePage'
>;

/** An item's similar items as ids, with what decides who may see the item they are like. */
type KeptSimilar = { source: { status: string; owner_id: number | null }; ids: number[] };

/** One item: its page with its variants and pictures, a view counted, and items like it. */
export function createCatalogItemPage({
  db,
  repo,
  history,
  mediaUrl,
  summary,
  keptVersion,
  searchMaxAgeMs,
  seen,
  requireItem,
  requireSeen,
  requirePage,
}: CatalogItemPageDeps) {
  // What an item's similar items are depends only on what the catalogue announces (category,
  // gender, style, brand, colour, price, status, stock), so they are kept while it is unchanged.
  const similarAnswers = createKeptAnswers<KeptSimilar>({
    maxAgeMs: searchMaxAgeMs,
    maxKeys: 2_000,
  });

  return {
    /**
     * The item page's item with its variants and pictures; a view of a sold item is counted and
     * kept in history (a preview of a draft or a visit to an archived page is no interest in
     * buying).
     */
    async detail(id: number, actor: Actor, address: string | null = null) {
      // One round trip: the item with its variants and pictures, and the view (which the database
      // counts only for an item on sale), asked for at once.
      const [page] = await Promise.all([
        requirePage(id, actor),
        history.recordItemView(id, { userId: actor?.id ?? null, address }),
      ]);
      return page;
    },

    /** The item page's item without counting a view (a page drawn on the server). */
    page: (id: number, actor: Actor) => requirePage(id, actor),

    /** The item with its variants and pictures in any status, without counting a view (admin screens). */
    read: (id: number, actor: Actor) => requirePage(id, actor, { anyStatus: true }),

    /** A view of an item whose page was drawn on the server (the drawing itself counts none). */
    async countView(id: number, actor: Actor, address: string | null) {
      await Promise.all([
        requireSeen(id, actor),
        history.recordItemView(id, { userId: actor?.id ?? null, address }),
      ]);
    },

    /**
     * Items like this one. Finding them reads the item's whole category; kept, they cost the
     * viewer's cards only (the heart and the price read afresh).
     */
    async similar(id: number, actor: Actor) {
      const viewerId = actor?.id ?? null;
      const version = keptVersion();
      if (version === null) {
        const row = await requireSeen(id, actor);
        return (await repo.similar(row, SIMILAR_LIMIT, viewerId, db)).map(summary);
      }
      const kept = await similarAnswers(`${version}|${id}`, async () => {
        const row = await requireItem(id, null);
        const found = await repo.similar(row, SIMILAR_LIMIT, null, db);
        return {
          source: { status: row.status, owner_id: row.owner_id },
          ids: found.map((item) => item.id),
        };
      });
      if (!seen(kept.source, actor)) throw notFound('Item');
      return (await repo.summariesByIds(kept.ids, viewerId, db)).map(summary);
    },

    /** The variants of an item page the actor may see. */
    async variants(id: number, actor: Actor) {
      await requireSeen(id, actor);
      return (await repo.variants(id, db)).map(toVariant);
    },

    /** The pictures of an item page the actor may see. */
    async shownImages(id: number, actor: Actor) {
      await requireSeen(id, actor);
      return (await repo.images(id, db)).map((image) => toItemImage(image, mediaUrl));
    },

    /** The pictures of an item in any status (the admin screens). */
    async images(id: number) {
      if (!(await repo.exists(id, db))) throw notFound('Item');
      return (await repo.images(id, db)).map((image) => toItemImage(image, mediaUrl));
    },

    /** An item a shopper may meet (favourite, review, report): any but a draft. */
    requireExists: async (id: number) => {
      await requireSeen(id, null);
    },
  };
}
