import { TRENDING_LIMIT } from '@shop/contract';
import { createKeptAnswers } from '../../lib/kept-answers';
import type { CatalogContext } from './catalog.context';

type CatalogRecommendationsDeps = Pick<
  CatalogContext,
  'db' | 'repo' | 'trendingRefreshMs' | 'summary'
>;

/** «Популярное» and «Рекомендуем вам»: the rows of items the catalogue offers a shopper. */
export function createCatalogRecommendations({
  db,
  repo,
  trendingRefreshMs,
  summary,
}: CatalogRecommendationsDeps) {
  const trendingAnswers = createKeptAnswers<number[]>({ maxAgeMs: trendingRefreshMs, maxKeys: 1 });
  // Each refresh first counts one more closed day, if one is left (decision 108).
  const trendingRank = () =>
    trendingAnswers('', async () => {
      await db.transaction((tx) => repo.rollUpTrendingDay(tx));
      return repo.trendingIds(TRENDING_LIMIT, db);
    });

  return {
    /**
     * Trending items for a viewer. The ranking is computed at most once a minute per process, in
     * the background once it exists: no request waits for it but the very first.
     */
    async trending(viewerId: number | null) {
      return (await repo.summariesByIds(await trendingRank(), viewerId, db)).map(summary);
    },

    /**
     * «Рекомендуем вам» (and «Вам может понравиться»): items like the shopper's favourites, cart
     * and viewed items, then a spread of the catalogue's categories to fill the row (guests and
     * new shoppers get that alone). «Популярное» stands next to it on /home, so what it shows is
     * never recommended (decision 051): only a catalogue too small for both repeats it.
     */
    async recommendations(viewerId: number | null, limit: number) {
      const popular = await trendingRank();
      const shownAsPopular = new Set(popular);
      const personal =
        viewerId === null ? [] : await repo.recommendedIds(viewerId, limit + popular.length, db);
      const ids = personal.filter((id) => !shownAsPopular.has(id)).slice(0, limit);
      if (ids.length < limit) {
        const seen = viewerId === null ? [] : await repo.seenIds(viewerId, db);
        ids.push(
          ...(await repo.discoveryIds(limit - ids.length, [...popular, ...seen, ...ids], db)),
        );
        // A catalogue too small for both rows: the shopper's own matches, then the popular ones.
        const taken = new Set([...seen, ...ids]);
        const rest = [
          ...personal,
          ...popular,
          ...(await repo.popularIds(limit * 2 + taken.size, db)),
        ];
        for (const id of rest) {
          if (ids.length >= limit) break;
          if (taken.has(id)) continue;
          ids.push(id);
          taken.add(id);
        }
      }
      return (await repo.summariesByIds(ids, viewerId, db)).map(summary);
    },
  };
}
