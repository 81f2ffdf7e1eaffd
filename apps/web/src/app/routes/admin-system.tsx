import { SystemDashboard } from '@/features/admin-system/components/system-dashboard';

/** /admin/system: the system analytics dashboard (admins). */
export function AdminSystemRoute() {
  return <SystemDashboard />;
}
