import { WardrobeStatsPage } from '@/features/wardrobe/components/wardrobe-stats-page';

/** /wardrobe/stats: the wardrobe by slot and colour, the most and least worn, the idle pieces. */
export function WardrobeStatsRoute() {
  return <WardrobeStatsPage />;
}
