import { Menu } from '@mantine/core';
import { LANGUAGES } from '@shop/contract';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/api/account-language';
import { useLanguage } from './language-switch';

// A module of its own: Mantine's Menu (and its positioning code) stays out of the public
// footer's chunk, which has the language switch.
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
