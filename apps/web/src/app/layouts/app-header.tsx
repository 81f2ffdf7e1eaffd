import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Container,
  Group,
  Menu,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconHanger,
  IconHeart,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconLogin,
  IconLogout,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconShoppingBag,
  IconSparkles,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountIconLink } from '@/components/count-icon-link';
import { InstallMenuItem } from '@/components/install-menu-item';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { LanguageButton } from '@/components/language-button';
import { Logo } from '@/components/logo';
import { UserAvatar } from '@/components/user-avatar';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { isPathActive, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import classes from './app-header.module.css';
import { mainNavItems } from './nav-items';
import { useHeaderCounts } from './use-header-counts';

const DESKTOP_QUERY = '(min-width: 48em)';

const NAV_ICONS: Record<string, ReactNode> = {
  'nav.home': <IconHome size={16} />,
  'nav.catalog': <IconLayoutGrid size={16} />,
  'nav.outfits': <IconSparkles size={16} />,
  'nav.wardrobe': <IconHanger size={16} />,
  'nav.admin': <IconLayoutDashboard size={16} />,
};

/**
 * The shop header. A guest browsing the catalogue (decision 008) sees
 * the same navigation and the cart, with 'Войти' and 'Регистрация' instead of favourites and the
 * avatar menu.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const counts = useHeaderCounts();
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const navItems = mainNavItems(user);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} className={classes.inner}>
        <Logo to={user ? paths.home : paths.landing} />

        {desktop ? (
          <>
            <Group
              gap={4}
              component="nav"
              aria-label={t('nav.mainNavigation')}
              className={classes.nav}
            >
              {navItems.map((item) => {
                const active = isPathActive(pathname, item.activePrefix);
                return (
                  <UnstyledButton
                    key={item.to}
                    component={Link}
                    to={item.to}
                    className={classes.navLink}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </UnstyledButton>
                );
              })}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <HeaderIcons counts={counts} pathname={pathname} />
              {user ? (
                <AvatarMenu />
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <LanguageButton />
                  <Button component={Link} to={paths.login} variant="subtle">
                    {t('nav.login')}
                  </Button>
                  <Button component={Link} to={paths.register}>
                    {t('nav.register')}
                  </Button>
                </Group>
              )}
            </Group>
          </>
        ) : (
          <Group gap={6} wrap="nowrap">
            <SearchIconLink />
            <HeaderIcons counts={counts} pathname={pathname} />
            <MobileMenu navItems={navItems} counts={counts} pathname={pathname} />
          </Group>
        )}
      </Container>
    </Box>
  );
}

/** Favourites (signed in) and the cart with their counts: on a phone too, next to the menu. */
function HeaderIcons({
  counts,
  pathname,
}: {
  counts: { favorites: number; cart: number };
  pathname: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      {user && (
        <CountIconLink
          to={paths.favorites}
          count={counts.favorites}
          label={t('nav.favoritesWithCount', { count: counts.favorites })}
          icon={<IconHeart size={21} stroke={1.7} />}
          active={isPathActive(pathname, paths.favorites)}
        />
      )}
      <CountIconLink
        to={paths.cart}
        count={counts.cart}
        label={t('nav.cartWithCount', { count: counts.cart })}
        icon={<IconShoppingBag size={21} stroke={1.7} />}
        active={isPathActive(pathname, paths.cart)}
      />
    </>
  );
}

/**
 * The phone's way into search: the catalogue with its search box focused (the current search and
 * filters kept when already there).
 */
function SearchIconLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const inCatalog = pathname === paths.items;
  return (
    <ActionIcon
      component={Link}
      to={{ pathname: paths.items, search: inCatalog ? search : '' }}
      state={{ focusSearch: true }}
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={t('nav.search')}
    >
      <IconSearch size={21} stroke={1.7} />
    </ActionIcon>
  );
}

function UserSummary() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py={8}>
      <UserAvatar user={user} size={38} />
      <Box miw={0}>
        {user.first_name && (
          <Text fw={600} size="sm" truncate="end">
            {user.first_name}
          </Text>
        )}
        <Text size="xs" c="dimmed" truncate="end">
          {user.email}
        </Text>
      </Box>
    </Group>
  );
}

function AccountItems() {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} />}>
        {t('nav.profile')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.orders} leftSection={<IconReceipt size={16} />}>
        {t('nav.orders')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
        {t('nav.settings')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.history} leftSection={<IconHistory size={16} />}>
        {t('nav.history')}
      </Menu.Item>
      <InstallMenuItem />
      <Menu.Divider />
      <LanguageMenuItems />
      <Menu.Divider />
      <Menu.Item
        component={Link}
        to={paths.logout}
        color="red"
        leftSection={<IconLogout size={16} />}
      >
        {t('nav.logout')}
      </Menu.Item>
    </>
  );
}

/** Desktop avatar menu: avatar (or initial), name and email, account links, sign out. */
function AvatarMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Menu position="bottom-end" width={250} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={t('nav.accountMenu')}>
          <Group gap={6} wrap="nowrap">
            <UserAvatar user={user} size={36} />
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <UserSummary />
        <Menu.Divider />
        <AccountItems />
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Mobile (<768px): one burger dropdown with everything of the desktop header plus favourites and
 * cart. Until first pressed it is the bare burger: a mounted menu (floating-ui) re-renders itself
 * as soon as it is placed, which on a drawn page made the app's first commit twice as long.
 */
function MobileMenu(props: Parameters<typeof MobileMenuDropdown>[0]) {
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
function MobileMenuDropdown({
  navItems,
  counts,
  pathname,
}: {
  navItems: ReturnType<typeof mainNavItems>;
  counts: { favorites: number; cart: number };
  pathname: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [opened, { toggle, close, open }] = useDisclosure(false);
  useBackToClose(opened, close);
  useEffect(() => {
    // A frame later: the dropdown's portal mounts (closed) in the first commit's layout effects.
    const frame = requestAnimationFrame(open);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const badge = (count: number) =>
    count > 0 ? (
      <Text component="span" size="xs" fw={700} c="wine.7">
        {count}
      </Text>
    ) : null;

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
        <Menu.Divider />
        {user ? <AccountItems /> : <GuestItems />}
      </Menu.Dropdown>
    </Menu>
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
