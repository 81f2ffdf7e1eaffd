import type { User } from '@shop/contract';
import { paths } from '@/config/paths';

type StaffRole = 'admin' | 'moderator' | 'manager';

export interface AdminTab {
  to: string;
  labelKey:
    | 'admin.tabs.users'
    | 'admin.tabs.customers'
    | 'admin.tabs.items'
    | 'admin.tabs.orders'
    | 'admin.tabs.promoCodes'
    | 'admin.tabs.outfits'
    | 'admin.tabs.lamodaParser'
    | 'admin.tabs.analytics'
    | 'admin.tabs.system'
    | 'admin.tabs.audit';
  /** The roles the tab is for (the same split as the route gates; the server enforces it). */
  roles: readonly StaffRole[];
}

const ADMIN_TABS: AdminTab[] = [
  { to: paths.admin.users, labelKey: 'admin.tabs.users', roles: ['admin'] },
  { to: paths.admin.items, labelKey: 'admin.tabs.items', roles: ['admin', 'moderator'] },
  { to: paths.admin.orders, labelKey: 'admin.tabs.orders', roles: ['admin', 'manager'] },
  // An orders manager reads the accounts as customers, and the tab says so.
  { to: paths.admin.users, labelKey: 'admin.tabs.customers', roles: ['manager'] },
  { to: paths.admin.promoCodes, labelKey: 'admin.tabs.promoCodes', roles: ['admin'] },
  { to: paths.admin.outfits, labelKey: 'admin.tabs.outfits', roles: ['admin'] },
  { to: paths.admin.lamodaParser, labelKey: 'admin.tabs.lamodaParser', roles: ['admin'] },
  { to: paths.admin.analytics, labelKey: 'admin.tabs.analytics', roles: ['admin', 'moderator'] },
  { to: paths.admin.system, labelKey: 'admin.tabs.system', roles: ['admin'] },
  { to: paths.admin.audit, labelKey: 'admin.tabs.audit', roles: ['admin'] },
];

/**
 * The admin area's tabs for this user: admins get every tab, moderators the items and the item
 * analytics, orders managers the orders and the customers; someone with both roles gets both.
 */
export function adminTabsFor(
  user: Pick<User, 'is_admin' | 'is_moderator' | 'is_manager'> | null,
): AdminTab[] {
  if (!user) return [];
  const roles: StaffRole[] = user.is_admin
    ? ['admin']
    : [
        ...(user.is_moderator ? (['moderator'] as const) : []),
        ...(user.is_manager ? (['manager'] as const) : []),
      ];
  return ADMIN_TABS.filter((tab) => tab.roles.some((role) => roles.includes(role)));
}
