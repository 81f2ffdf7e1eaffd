import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { LANGUAGES, type Language } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/api/account-language';
import { currentLanguage } from '@/lib/i18n/i18n';

/** The language shown now; re-renders on a switch (useTranslation follows i18next). */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
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
