import { SectionPlaceholder } from './section-placeholder';

/** /admin/analytics: a placeholder until its screen is built. */
export function AdminAnalyticsRoute() {
  return <SectionPlaceholder title="adminAnalytics" description="admin" />;
}
