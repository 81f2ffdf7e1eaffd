import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from './logo-mark';
import classes from './logo.module.css';

/** The shop's logo: a link to `to` (/ for guests, /home when signed in); smaller on a phone (CSS). */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={t('nav.logoLabel')}
      className={classes.root}
    >
      <Group gap={10} wrap="nowrap">
        <span className={classes.mark}>
          <LogoMark size={36} />
        </span>
        <Text component="span" className={classes.wordmark} aria-hidden="true">
          VESTA
        </Text>
      </Group>
    </UnstyledButton>
  );
}
