import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Why a try-on failed, said in the panel where its picture would be (never a toast over it). */
export function TryOnFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={t('outfits.builder.tryOnFailedTitle')}
      role="alert"
    >
      {message}
    </Alert>
  );
}
