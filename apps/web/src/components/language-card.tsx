import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSegmented } from './language-switch';

/** /settings: «Язык интерфейса», applied and saved at once (decision 030). */
export function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby="language-title">
      <Title order={2} fz="h3" id="language-title" mb={4}>
        {t('language.settingsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('language.settingsHint')}
      </Text>
      <LanguageSegmented radius="xl" size="md" />
    </Paper>
  );
}
