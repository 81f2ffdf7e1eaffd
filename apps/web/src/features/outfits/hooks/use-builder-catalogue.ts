import { useQueries } from '@tanstack/react-query';
import { CATEGORIES, type Category, type ItemSummary } from '@shop/contract';
import { categoryPicksQueryOptions } from '@/api/items/get-item-picks';

/**
 * The builder's candidates: the first CAROUSEL_LIMIT items of each of the five categories, one
 * request per category. Failures are the builder's to show ('Не удалось загрузить список вещей').
 */
export function useBuilderCatalogue() {
  const results = useQueries({
    queries: CATEGORIES.map((category) => ({
      ...categoryPicksQueryOptions(category),
      meta: { silent: true },
    })),
  });
  const items = Object.fromEntries(
    CATEGORIES.map((category, index) => [category, results[index]?.data ?? []]),
  ) as Record<Category, ItemSummary[]>;
  return {
    items,
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
