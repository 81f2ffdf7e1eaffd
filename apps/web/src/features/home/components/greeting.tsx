import { Stack, Text, Title } from '@mantine/core';
import type { User } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** 'Привет, {first name}!' with the fallback 'стилист'. */
export function Greeting({ user }: { user: Pick<User, 'first_name'> | null }) {
  const { t } = useTranslation();
  const name = user?.first_name?.trim() || t('home.defaultName');
  return (
    <Stack gap={4}>
      <Title order={1}>{t('home.greeting', { name })}</Title>
      <Text c="dimmed" size="lg">
        {t('home.subtitle')}
      </Text>
    </Stack>
  );
}
