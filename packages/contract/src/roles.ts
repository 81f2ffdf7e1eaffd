import type { User } from './user';

// Role helpers live apart from the user schema so that code which needs only them (the web app's
// route gates, loaded with the landing) does not bring zod and the schemas along.

/**
 * Where the 'Админ' entry of the signed-in layout leads: the users tab for an admin, the items tab
 * for a moderator (who has no users tab); null for everyone else, who has no such entry.
 */
export function adminLandingPath(user: Pick<User, 'is_admin' | 'is_moderator'>): string | null {
  if (user.is_admin) return '/admin/users';
  if (user.is_moderator) return '/admin/items';
  return null;
}

export function hasPanelAccess(user: Pick<User, 'is_admin' | 'is_moderator'> | null | undefined) {
  return Boolean(user && (user.is_admin || user.is_moderator));
}
