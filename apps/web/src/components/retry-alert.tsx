import { Alert, Button, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A page or list that could not load: what failed, and «Повторить». */
export function RetryAlert({
  title,
  onRetry,
  mt,
}: {
  title: string;
  onRetry: () => void;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} mt={mt}>
      <Button variant="white" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
