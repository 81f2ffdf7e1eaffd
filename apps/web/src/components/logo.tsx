import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from './logo-mark';
import classes from './logo.module.css';

/** The shop's logo: a link to `to` (/ for guests, /home when signed in). */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={t('nav.logoLabel')}
      className={classes.root}
    >
      <Group gap={10} wrap="nowrap">
        <LogoMark size={compact ? 32 : 36} />
        <Text component="span" className={classes.wordmark} aria-hidden="true">
          VESTA
        </Text>
      </Group>
    </UnstyledButton>
  );
}
