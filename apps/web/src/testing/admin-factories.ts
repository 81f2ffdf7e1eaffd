import type { AdminUser, ManagedItem, User } from '@shop/contract';
import { buildItem, buildUser } from './factories';

/** A valid contract `AdminUser` (the admin user list and form). */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const user = buildUser(overrides as Partial<User>);
  return {
    ...user,
    can_edit: true,
    can_delete: true,
    can_remove_admin: user.is_admin,
    ...overrides,
  };
}

/** A valid contract `ManagedItem` (the admin item list). */
export function buildManagedItem(overrides: Partial<ManagedItem> = {}): ManagedItem {
  return {
    ...buildItem(overrides),
    owner_id: null,
    owner_name: null,
    source: 'seed',
    source_domain: null,
    variants_count: 0,
    stock_total: 10,
    low_stock: false,
    can_edit: true,
    can_delete: true,
    ...overrides,
  };
}
