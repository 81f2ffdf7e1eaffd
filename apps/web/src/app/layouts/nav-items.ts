import { adminLandingPath, type User } from '@shop/contract';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  /** Highlighted while the location is under this prefix. */
  activePrefix: string;
  labelKey: 'nav.home' | 'nav.catalog' | 'nav.outfits' | 'nav.admin';
}

/**
 * The shop header's main entries; 'Админ' only for admins and moderators. A guest browsing
 * the catalogue (decision 008) has no /home: 'Главная' leads to the landing page.
 */
export function mainNavItems(user: Pick<User, 'is_admin' | 'is_moderator'> | null): NavItem[] {
  const home = user ? paths.home : paths.landing;
  const items: NavItem[] = [
    { to: home, activePrefix: home, labelKey: 'nav.home' },
    { to: paths.items, activePrefix: paths.items, labelKey: 'nav.catalog' },
    { to: paths.outfits, activePrefix: paths.outfits, labelKey: 'nav.outfits' },
  ];
  const adminPath = user ? adminLandingPath(user) : null;
  if (adminPath)
    items.push({ to: adminPath, activePrefix: paths.admin.root, labelKey: 'nav.admin' });
  return items;
}
