import { LANGUAGES, type Language } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/api/account-language';
import { currentLanguage } from '@/lib/i18n/i18n';
import { SegmentedChoice } from './segmented-choice';

/** The language shown now; re-renders on a switch (useTranslation follows i18next). */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/** The footers' «Русский · English», applied and saved at once (/settings has its own card). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <SegmentedChoice
      value={current}
      onChange={(language) => void chooseLanguage(language)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: t(`language.names.${language}`),
      }))}
      label={t('language.settingsTitle')}
      compact
    />
  );
}
