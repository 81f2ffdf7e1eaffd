import { ItemAnalyticsPage } from '@/features/admin-analytics/components/item-analytics-page';

/** /admin/analytics: item analytics for moderators (their own items) and admins (all). */
export function AdminAnalyticsRoute() {
  return <ItemAnalyticsPage />;
}
