import { adminLandingPath, type User } from '@shop/contract';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  /** Highlighted while the location is under this prefix. */
  activePrefix: string;
  labelKey: 'nav.home' | 'nav.catalog' | 'nav.outfits' | 'nav.wardrobe' | 'nav.admin';
}

/**
 * The shop header's main entries; 'Админ' only for staff (admins, moderators, orders managers). A guest is shown only
 * what a guest may use (decision 027): 'Главная' is the landing page (there is no /home for a
 * guest) and 'Образы', which needs an account, is left out rather than leading into the gate.
 */
export function mainNavItems(
  user: Pick<User, 'is_admin' | 'is_moderator' | 'is_manager'> | null,
): NavItem[] {
  if (!user) {
    return [
      { to: paths.landing, activePrefix: paths.landing, labelKey: 'nav.home' },
      { to: paths.items, activePrefix: paths.items, labelKey: 'nav.catalog' },
    ];
  }
  const items: NavItem[] = [
    { to: paths.home, activePrefix: paths.home, labelKey: 'nav.home' },
    { to: paths.items, activePrefix: paths.items, labelKey: 'nav.catalog' },
    { to: paths.outfits, activePrefix: paths.outfits, labelKey: 'nav.outfits' },
    { to: paths.wardrobe, activePrefix: paths.wardrobe, labelKey: 'nav.wardrobe' },
  ];
  const adminPath = adminLandingPath(user);
  if (adminPath)
    items.push({ to: adminPath, activePrefix: paths.admin.root, labelKey: 'nav.admin' });
  return items;
}
