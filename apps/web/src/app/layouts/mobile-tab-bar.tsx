import { Box, Text, UnstyledButton } from '@mantine/core';
import {
  IconHanger,
  IconHome,
  IconLayoutGrid,
  IconLogin,
  IconShoppingBag,
  IconSparkles,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isPathActive, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import classes from './mobile-tab-bar.module.css';

const TABS = [
  { to: paths.home, labelKey: 'nav.home', Icon: IconHome },
  { to: paths.items, labelKey: 'nav.catalog', Icon: IconLayoutGrid },
  { to: paths.outfits, labelKey: 'nav.outfits', Icon: IconSparkles },
  { to: paths.wardrobe, labelKey: 'nav.wardrobe', Icon: IconHanger },
  { to: paths.profile, labelKey: 'nav.profile', Icon: IconUser },
] as const;

/**
 * A guest's tabs are what a guest may use (decision 027): home is the landing page, 'Образы'
 * (an account is needed) gives way to the cart, 'Профиль' becomes 'Войти'.
 */
const GUEST_TABS = [
  { to: paths.landing, labelKey: 'nav.home', Icon: IconHome },
  { to: paths.items, labelKey: 'nav.catalog', Icon: IconLayoutGrid },
  { to: paths.cart, labelKey: 'nav.cart', Icon: IconShoppingBag },
  { to: paths.login, labelKey: 'nav.login', Icon: IconLogin },
] as const;

/** Mobile bottom tab bar, hidden from 768px up. */
export function MobileTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const tabs = user ? TABS : GUEST_TABS;
  return (
    <Box component="nav" className={classes.bar} aria-label={t('nav.tabBar')} hiddenFrom="sm">
      {tabs.map(({ to, labelKey, Icon }) => {
        const active = isPathActive(pathname, to);
        return (
          <UnstyledButton
            key={to}
            component={Link}
            to={to}
            className={classes.tab}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={22} stroke={active ? 2 : 1.6} />
            <Text component="span" className={classes.label}>
              {t(labelKey)}
            </Text>
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
