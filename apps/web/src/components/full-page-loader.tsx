import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The centred spinner shown while the session loads and for whole-page work. */
export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  return (
    <Center mih="100dvh" p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader color="wine" size="lg" type="dots" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
