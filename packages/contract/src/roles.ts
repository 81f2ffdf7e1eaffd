import type { User } from './user';

// Role helpers live apart from the user schema so that code which needs only them (the web app's
// route gates, loaded with the landing) does not bring zod and the schemas along.

type Roles = Pick<User, 'is_admin' | 'is_moderator'> & Partial<Pick<User, 'is_manager'>>;

/**
 * Where the 'Админ' entry of the signed-in layout leads: the users tab for an admin, the orders
 * tab for an orders manager, the items tab for a moderator (neither has a users tab); null for
 * everyone else, who has no such entry.
 */
export function adminLandingPath(user: Roles): string | null {
  if (user.is_admin) return '/admin/users';
  if (user.is_manager) return '/admin/orders';
  if (user.is_moderator) return '/admin/items';
  return null;
}

/** Any role of the admin area: admin, moderator or orders manager. */
export function hasPanelAccess(user: Roles | null | undefined) {
  return Boolean(user && (user.is_admin || user.is_moderator || user.is_manager));
}

/** Who works orders, their returns, customers and the email outbox: admins and orders managers. */
export function worksOrders(user: Roles | null | undefined) {
  return Boolean(user && (user.is_admin || user.is_manager));
}
