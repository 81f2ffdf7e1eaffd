import { ActionIcon, Box, Button, Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconHeart, IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountIconLink } from '@/components/count-icon-link';
import { LanguageButton } from '@/components/language-button';
import { Logo } from '@/components/logo';
import { UserAvatar } from '@/components/user-avatar';
import { isPathActive, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { AccountItems, UserSummary } from './account-menu-items';
import classes from './app-header.module.css';
import { MobileMenu } from './mobile-menu';
import { mainNavItems } from './nav-items';
import { useHeaderCounts } from './use-header-counts';

const DESKTOP_QUERY = '(min-width: 48em)';

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
