import { Box, Stack, Text, Title } from '@mantine/core';
import { PARTNER_STRIP_LOOP_SECONDS } from '@shop/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNERS } from './partner-logos';
import classes from './partner-strip.module.css';

/**
 * 'Наши партнёры': the five partner wordmarks scrolling continuously, one full loop every
 * PARTNER_STRIP_LOOP_SECONDS. The list is drawn twice so the loop has no seam; the copy is
 * hidden from assistive technology.
 */
export function PartnerStrip() {
  const { t } = useTranslation();
  const style = { '--partner-loop-duration': `${PARTNER_STRIP_LOOP_SECONDS}s` } as CSSProperties;

  const renderList = (copy: boolean) => (
    <ul className={classes.list} aria-hidden={copy || undefined}>
      {PARTNERS.map(({ id, Wordmark }) => (
        <li
          key={id}
          className={classes.logo}
          title={copy ? undefined : t(`landing.partnerNames.${id}`)}
        >
          <Wordmark />
          {!copy && <span className={classes.srOnly}>{t(`landing.partnerNames.${id}`)}</span>}
        </li>
      ))}
    </ul>
  );

  return (
    <Box component="section" className={classes.section} aria-labelledby="partners-title">
      <Stack gap={4} align="center" mb="lg" ta="center">
        <Title order={2} id="partners-title">
          {t('landing.partnersTitle')}
        </Title>
        <Text c="dimmed">{t('landing.partnersSubtitle')}</Text>
      </Stack>
      <div className={classes.viewport} data-testid="partner-strip">
        <div className={classes.track} style={style}>
          {renderList(false)}
          {renderList(true)}
        </div>
      </div>
    </Box>
  );
}
