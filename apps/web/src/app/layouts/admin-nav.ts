import type { User } from '@shop/contract';
import { paths } from '@/config/paths';

export interface AdminTab {
  to: string;
  labelKey:
    | 'admin.tabs.users'
    | 'admin.tabs.items'
    | 'admin.tabs.orders'
    | 'admin.tabs.outfits'
    | 'admin.tabs.lamodaParser'
    | 'admin.tabs.analytics'
    | 'admin.tabs.system'
    | 'admin.tabs.audit';
  /** Admins only; moderators see the items and analytics tabs. */
  adminOnly: boolean;
}

const ADMIN_TABS: AdminTab[] = [
  { to: paths.admin.users, labelKey: 'admin.tabs.users', adminOnly: true },
  { to: paths.admin.items, labelKey: 'admin.tabs.items', adminOnly: false },
  { to: paths.admin.orders, labelKey: 'admin.tabs.orders', adminOnly: true },
  { to: paths.admin.outfits, labelKey: 'admin.tabs.outfits', adminOnly: true },
  { to: paths.admin.lamodaParser, labelKey: 'admin.tabs.lamodaParser', adminOnly: true },
  { to: paths.admin.analytics, labelKey: 'admin.tabs.analytics', adminOnly: false },
  { to: paths.admin.system, labelKey: 'admin.tabs.system', adminOnly: true },
  { to: paths.admin.audit, labelKey: 'admin.tabs.audit', adminOnly: true },
];

/**
 * The admin area's tabs for this user: admins get every tab, moderators only the items and the
 * item analytics (the same split as the route gates; the server enforces it on every call).
 */
export function adminTabsFor(user: Pick<User, 'is_admin' | 'is_moderator'> | null): AdminTab[] {
  if (!user) return [];
  if (user.is_admin) return ADMIN_TABS;
  if (user.is_moderator) return ADMIN_TABS.filter((tab) => !tab.adminOnly);
  return [];
}
