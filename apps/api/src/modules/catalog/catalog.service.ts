import { createCatalogBriefs } from './catalog-briefs';
import { createCatalogFacets } from './catalog-facets';
import { createCatalogItemPage } from './catalog-item-page';
import { createCatalogList } from './catalog-list';
import { createCatalogRecommendations } from './catalog-recommendations';
import { createCatalogContext, type CatalogDeps } from './catalog.context';

/**
 * The catalogue's read side: lists, search, facets, trending, detail and similar items. Items are
 * written by the items module; a view is recorded by the history module. Each reading lives in
 * its own file; this puts them together over dependencies built once.
 */
export function createCatalogService(deps: CatalogDeps) {
  const ctx = createCatalogContext(deps);
  return {
    /** The version of the catalogue kept answers are good for (null: keep nothing). */
    keptVersion: ctx.keptVersion,
    ...createCatalogList(ctx),
    ...createCatalogFacets(ctx),
    ...createCatalogRecommendations(ctx),
    ...createCatalogItemPage(ctx),
    ...createCatalogBriefs(ctx),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
