import { Burger, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconHanger,
  IconHeart,
  IconHome,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconLogin,
  IconShoppingBag,
  IconSparkles,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstallMenuItem } from '@/components/install-menu-item';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { isPathActive, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { AccountItems, UserSummary } from './account-menu-items';
import classes from './app-header.module.css';
import type { NavItem } from './nav-items';

const NAV_ICONS: Record<string, ReactNode> = {
  'nav.home': <IconHome size={16} />,
  'nav.catalog': <IconLayoutGrid size={16} />,
  'nav.outfits': <IconSparkles size={16} />,
  'nav.wardrobe': <IconHanger size={16} />,
  'nav.admin': <IconLayoutDashboard size={16} />,
};

interface MobileMenuProps {
  navItems: NavItem[];
  counts: { favorites: number; cart: number };
  pathname: string;
}

/**
 * Mobile (<768px): one burger dropdown with everything of the desktop header plus favourites and
 * cart. Until first pressed it is the bare burger: a mounted menu (floating-ui) re-renders itself
 * as soon as it is placed, which on a drawn page made the app's first commit twice as long.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  if (pressed) return <MobileMenuDropdown {...props} />;
  return (
    <Burger
      opened={false}
      size="sm"
      aria-label={t('nav.openMenu')}
      onClick={() => setPressed(true)}
    />
  );
}

/**
 * The burger's menu, opened as soon as it is mounted (the burger was just pressed): mounted closed
 * first, so that it slides in like every later opening (a menu mounted open just appears).
 */
function MobileMenuDropdown(props: MobileMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [opened, { toggle, close, open }] = useDisclosure(false);
  useBackToClose(opened, close);
  useEffect(() => {
    // A frame later: the dropdown's portal mounts (closed) in the first commit's layout effects.
    const frame = requestAnimationFrame(open);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Menu
      opened={opened}
      onChange={(value) => (value ? toggle() : close())}
      position="bottom-end"
      width={270}
      withinPortal
    >
      <Menu.Target>
        <Burger opened={opened} size="sm" aria-label={t('nav.openMenu')} />
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <>
            <UserSummary />
            <Menu.Divider />
          </>
        )}
        <PageItems {...props} />
        <Menu.Divider />
        {user ? <AccountItems /> : <GuestItems />}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header's pages, then favourites (signed in) and the cart with their counts. */
function PageItems({ navItems, counts, pathname }: MobileMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const badge = (count: number) =>
    count > 0 ? (
      <Text component="span" size="xs" fw={700} c="wine.7">
        {count}
      </Text>
    ) : null;
  return (
    <>
      {navItems.map((item) => (
        <Menu.Item
          key={item.to}
          component={Link}
          to={item.to}
          leftSection={NAV_ICONS[item.labelKey]}
          data-active={isPathActive(pathname, item.activePrefix) || undefined}
          className={classes.menuItem}
        >
          {t(item.labelKey)}
        </Menu.Item>
      ))}
      {user && (
        <Menu.Item
          component={Link}
          to={paths.favorites}
          leftSection={<IconHeart size={16} />}
          rightSection={badge(counts.favorites)}
          data-active={isPathActive(pathname, paths.favorites) || undefined}
          className={classes.menuItem}
        >
          {t('nav.favorites')}
        </Menu.Item>
      )}
      <Menu.Item
        component={Link}
        to={paths.cart}
        leftSection={<IconShoppingBag size={16} />}
        rightSection={badge(counts.cart)}
        data-active={isPathActive(pathname, paths.cart) || undefined}
        className={classes.menuItem}
      >
        {t('nav.cart')}
      </Menu.Item>
    </>
  );
}

/** A guest's way in (decision 008: the catalogue is open, the rest needs an account). */
function GuestItems() {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item component={Link} to={paths.login} leftSection={<IconLogin size={16} />}>
        {t('nav.login')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.register} leftSection={<IconUserPlus size={16} />}>
        {t('nav.register')}
      </Menu.Item>
      <InstallMenuItem />
      <Menu.Divider />
      <LanguageMenuItems />
    </>
  );
}
