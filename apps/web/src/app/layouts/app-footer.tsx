import { Anchor, Box, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderLink } from '@/components/placeholder-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import classes from './footer.module.css';
import { FooterBrand, FooterColumn } from './footer-parts';

const USER_LINKS = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.items, labelKey: 'nav.catalog' },
  { to: paths.outfits, labelKey: 'nav.outfits' },
  { to: paths.profile, labelKey: 'nav.profile' },
] as const;

/** A guest's links lead only where a guest may go (decision 027). */
const GUEST_LINKS = [
  { to: paths.landing, labelKey: 'nav.home' },
  { to: paths.items, labelKey: 'nav.catalog' },
  { to: paths.cart, labelKey: 'nav.cart' },
  { to: paths.login, labelKey: 'nav.login' },
] as const;

/** The shop footer, desktop only: navigation, legal placeholders, contacts. */
export function AppFooter() {
  const { t } = useTranslation();
  const links = useCurrentUser() ? USER_LINKS : GUEST_LINKS;
  const soon = t('guestFooter.soon');
  const phoneHref = `tel:${env.supportPhone.replace(/[^\d+]/g, '')}`;
  return (
    <Box component="footer" className={classes.footer} visibleFrom="sm">
      <Container size="lg" px="lg">
        <SimpleGrid cols={4} spacing="xl">
          <FooterBrand tagline={t('appFooter.tagline')} taglineWidth={240} />

          <FooterColumn heading={t('appFooter.navigation')} headingId="app-footer-nav" nav>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </FooterColumn>

          <FooterColumn heading={t('appFooter.legal')}>
            <PlaceholderLink title={soon}>{t('appFooter.terms')}</PlaceholderLink>
            <PlaceholderLink title={soon}>{t('appFooter.privacy')}</PlaceholderLink>
            <PlaceholderLink title={soon}>{t('appFooter.cookies')}</PlaceholderLink>
          </FooterColumn>

          <FooterColumn heading={t('appFooter.contacts')}>
            <Group gap={8} wrap="nowrap">
              <IconMail size={16} color="var(--mantine-color-wine-6)" />
              <Anchor href={`mailto:${env.supportEmail}`} size="sm" c="dimmed">
                {env.supportEmail}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} color="var(--mantine-color-wine-6)" />
              <Anchor href={phoneHref} size="sm" c="dimmed">
                {env.supportPhone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMapPin size={16} color="var(--mantine-color-wine-6)" />
              <Text size="sm" c="dimmed">
                {t('appFooter.city')}
              </Text>
            </Group>
          </FooterColumn>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl" pt="md" className={classes.bottom}>
          {t('appFooter.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
