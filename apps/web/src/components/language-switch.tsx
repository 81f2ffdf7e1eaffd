import { LANGUAGES, type Language } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/api/account-language';
import { currentLanguage } from '@/lib/i18n/i18n';
import classes from './language-switch.module.css';

/** The language shown now; re-renders on a switch (useTranslation follows i18next). */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/** The guests' compact language button (its menu loads on first use): see language-button.tsx. */
export { LanguageButton } from './language-button';

/**
 * The footers' «Русский · English»: two buttons, the current one pressed, applied and saved at
 * once. Plain buttons rather than Mantine's SegmentedControl, whose sliding indicator measures
 * itself as soon as it is drawn: every guest page has a footer (/settings keeps the control).
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div role="group" aria-label={t('language.settingsTitle')} className={classes.toggle}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={language === current}
          className={classes.option}
          onClick={() => void chooseLanguage(language)}
        >
          {t(`language.names.${language}`)}
        </button>
      ))}
    </div>
  );
}
