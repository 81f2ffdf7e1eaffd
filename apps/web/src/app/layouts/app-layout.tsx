import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BackToTop } from '@/components/back-to-top';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { MobileTabBar } from './mobile-tab-bar';

/**
 * Layout of the signed-in area: header with navigation, counts and
 * the avatar menu; on mobile a burger dropdown and a bottom tab bar; a desktop-only footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.shell}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <AppHeader />
      <Box component="main" id="main" className={classes.main}>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
          <Outlet />
        </Container>
      </Box>
      <AppFooter />
      <MobileTabBar />
      <BackToTop />
    </Box>
  );
}
