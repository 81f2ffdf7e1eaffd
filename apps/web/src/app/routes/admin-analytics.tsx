import { AnalyticsPage } from '@/features/admin-analytics/components/analytics-page';

/** /admin/analytics: the sales report and item analytics for admins, own items for moderators. */
export function AdminAnalyticsRoute() {
  return <AnalyticsPage />;
}
