import { PAGE_SIZE, type HistoryItem } from '@shop/contract';
import { toItemSummary } from '../catalog/catalog.mapper';
import type { HistoryRepository } from './history.repository';

export function createHistoryService(repo: HistoryRepository) {
  return {
    async itemPage(userId: number, page: number): Promise<HistoryItem[]> {
      const rows = await repo.itemPage(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      return rows.map((row) => ({
        ...toItemSummary(row),
        viewed_at: new Date(row.viewed_at).toISOString(),
      }));
    },
    clearItems: (userId: number) => repo.clearItems(userId),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
