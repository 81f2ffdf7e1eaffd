import { Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { LANGUAGES, type Language } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/api/account-language';
import { useLanguage } from './language-switch';

/** /settings: «Язык интерфейса», applied and saved at once (decision 030). */
export function LanguageCard() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby="language-title">
      <Title order={2} fz="h3" id="language-title" mb={4}>
        {t('language.settingsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('language.settingsHint')}
      </Text>
      <SegmentedControl
        value={current}
        onChange={(value) => void chooseLanguage(value as Language)}
        data={LANGUAGES.map((language) => ({
          value: language,
          label: t(`language.names.${language}`),
        }))}
        aria-label={t('language.settingsTitle')}
        radius="xl"
        size="md"
      />
    </Paper>
  );
}
