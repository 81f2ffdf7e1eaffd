import { Box, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { InstallButton } from '@/components/install-button';
import { LanguageButton } from '@/components/language-button';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { GuestFooter } from './guest-footer';
import classes from './guest-layout.module.css';

const DESKTOP_QUERY = '(min-width: 48em)';

/**
 * Layout of the public pages: header, page, footer. What the landing drawn at build time shows
 * (decision 037) differs between phone and desktop by CSS only, so it is right on both; the
 * install button, which only the running app can show, is placed by a media query.
 */
export function GuestLayout() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Box className={classes.shell}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Logo to={paths.landing} />
          <Group
            wrap="nowrap"
            component="nav"
            aria-label={t('nav.mainNavigation')}
            className={classes.nav}
          >
            {desktop && <InstallButton size="sm" />}
            {/* On a phone the header has room for the two buttons only: the language is in the footer. */}
            <Box visibleFrom="sm">
              <LanguageButton />
            </Box>
            <Button
              component={Link}
              to={paths.login}
              variant="subtle"
              size="sm"
              className={classes.authButton}
            >
              {t('nav.login')}
            </Button>
            <Button component={Link} to={paths.register} size="sm" className={classes.authButton}>
              {t('nav.register')}
            </Button>
          </Group>
        </Container>
        {/* Always there (hidden on a desktop), so the drawn landing and the app match. */}
        <Container size="lg" className={classes.installBar} hiddenFrom="sm">
          {!desktop && <InstallButton size="xs" fullWidth />}
        </Container>
      </Box>
      <Box component="main" id="main" className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
      <GuestFooter />
    </Box>
  );
}
