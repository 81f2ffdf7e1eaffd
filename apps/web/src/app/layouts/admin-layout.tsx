import { Box, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { isPathActive } from '@/config/paths';
import { useSession } from '@/lib/session';
import classes from './admin-layout.module.css';
import { adminTabsFor } from './admin-nav';

/**
 * The admin area inside the shop layout: a heading and the tabs this user may open (a row that
 * scrolls sideways on a phone, the active tab kept in view), then the page.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const tabs = adminTabsFor(user);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // jsdom has no scrollIntoView; a browser brings the active tab into the scrolled row.
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Box className={classes.header}>
        <Title order={1} fz="h2" mb="sm">
          {t('admin.title')}
        </Title>
        <nav ref={navRef} aria-label={t('admin.tabsLabel')} className={classes.tabs}>
          {tabs.map((tab) => (
            <Link
              key={tab.to}
              to={tab.to}
              className={classes.tab}
              aria-current={isPathActive(pathname, tab.to) ? 'page' : undefined}
            >
              {t(tab.labelKey)}
            </Link>
          ))}
        </nav>
      </Box>
      <Outlet />
    </Box>
  );
}
