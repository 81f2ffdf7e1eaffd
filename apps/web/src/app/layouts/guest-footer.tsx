import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandTelegram, IconBrandVk } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '@/components/language-switch';
import { LogoMark } from '@/components/logo-mark';
import { PlaceholderLink } from '@/components/placeholder-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import classes from './footer.module.css';

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
          <Stack gap="xs" className={classes.brandColumn}>
            <Group gap={10}>
              <LogoMark size={30} />
              <Text className={classes.brand}>VESTA</Text>
            </Group>
            <Text size="sm" c="dimmed" maw={260}>
              {t('guestFooter.tagline')}
            </Text>
          </Stack>

          <Stack gap={8} component="nav" aria-labelledby="footer-shoppers">
            <Text id="footer-shoppers" className={classes.heading}>
              {t('guestFooter.shoppers')}
            </Text>
            <Anchor component={Link} to={paths.login} size="sm" c="dimmed">
              {t('nav.login')}
            </Anchor>
            <Anchor component={Link} to={paths.register} size="sm" c="dimmed">
              {t('nav.register')}
            </Anchor>
            <PlaceholderLink title={soon}>{t('guestFooter.features')}</PlaceholderLink>
          </Stack>

          <Stack gap={8} aria-labelledby="footer-info">
            <Text id="footer-info" className={classes.heading}>
              {t('guestFooter.information')}
            </Text>
            <PlaceholderLink title={soon}>{t('guestFooter.terms')}</PlaceholderLink>
            <PlaceholderLink title={soon}>{t('guestFooter.privacy')}</PlaceholderLink>
            <PlaceholderLink title={soon}>{t('guestFooter.contacts')}</PlaceholderLink>
          </Stack>

          <Stack gap={8}>
            <Text className={classes.heading}>{t('guestFooter.social')}</Text>
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
          </Stack>
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
