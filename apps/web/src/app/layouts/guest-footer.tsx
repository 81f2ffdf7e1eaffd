import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandTelegram, IconBrandVk } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '@/components/language-switch';
import { PlaceholderLink } from '@/components/placeholder-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import classes from './footer.module.css';
import { FooterBrand, FooterColumn } from './footer-parts';

/**
 * Guest footer: links to /login and /register, the placeholder 'Возможности', the info
 * placeholders (no target yet, so plain text rather than dead links) and three social links.
 */
export function GuestFooter() {
  const { t } = useTranslation();
  const soon = t('guestFooter.soon');
  const socials = [
    { href: env.social.instagram, label: t('guestFooter.instagram'), Icon: IconBrandInstagram },
    { href: env.social.telegram, label: t('guestFooter.telegram'), Icon: IconBrandTelegram },
    { href: env.social.vk, label: t('guestFooter.vk'), Icon: IconBrandVk },
  ];
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl" verticalSpacing="lg">
          <FooterBrand
            tagline={t('guestFooter.tagline')}
            taglineWidth={260}
            className={classes.brandColumn}
          />

          <FooterColumn heading={t('guestFooter.shoppers')} headingId="footer-shoppers" nav>
            <Anchor component={Link} to={paths.login} size="sm" c="dimmed">
              {t('nav.login')}
            </Anchor>
            <Anchor component={Link} to={paths.register} size="sm" c="dimmed">
              {t('nav.register')}
            </Anchor>
            <PlaceholderLink title={soon}>{t('guestFooter.features')}</PlaceholderLink>
          </FooterColumn>

          <FooterColumn heading={t('guestFooter.information')} headingId="footer-info">
            <PlaceholderLink title={soon}>{t('guestFooter.terms')}</PlaceholderLink>
            <PlaceholderLink title={soon}>{t('guestFooter.privacy')}</PlaceholderLink>
            <PlaceholderLink title={soon}>{t('guestFooter.contacts')}</PlaceholderLink>
          </FooterColumn>

          <FooterColumn heading={t('guestFooter.social')}>
            <Group gap="xs">
              {socials.map(({ href, label, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="wine"
                  size="lg"
                  aria-label={`${label} ${t('guestFooter.newTab')}`}
                >
                  <Icon size={20} stroke={1.6} />
                </ActionIcon>
              ))}
            </Group>
          </FooterColumn>
        </SimpleGrid>
        <Group justify="space-between" gap="sm" mt="xl" pt="md" className={classes.bottom}>
          <Text size="xs" c="dimmed">
            {t('guestFooter.rights', { year: new Date().getFullYear() })}
          </Text>
          <LanguageToggle />
        </Group>
      </Container>
    </Box>
  );
}
