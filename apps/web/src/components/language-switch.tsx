import { Menu, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/api/account-language';
import { currentLanguage } from '@/lib/i18n/i18n';

/** The language shown now; re-renders on a switch (useTranslation follows i18next). */
function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/**
 * «Язык» in a header menu (decision 030): one item per language, the current one ticked. The
 * names are each language's own, so a shopper who cannot read the other one still finds theirs.
 */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          lang={language}
          onClick={() => void chooseLanguage(language)}
          leftSection={<IconLanguage size={16} />}
          rightSection={language === current ? <IconCheck size={14} /> : null}
          aria-current={language === current ? 'true' : undefined}
        >
          {t(`language.names.${language}`)}
        </Menu.Item>
      ))}
    </>
  );
}

/** The guests' compact language button (its menu loads on first use): see language-button.tsx. */
export { LanguageButton } from './language-button';

/** The switch on /settings: saved at once (browser and account), no form to submit. */
export function LanguageSegmented(
  props: Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'>,
) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <SegmentedControl
      value={current}
      onChange={(value) => void chooseLanguage(value as Language)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: t(`language.names.${language}`),
      }))}
      aria-label={t('language.settingsTitle')}
      {...props}
    />
  );
}
