import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';

/**
 * A list or form that could not load: the 'Ошибка' toast once and an alert with «Повторить» in
 * place of the content.
 */
export function LoadError({
  message,
  toastId,
  onRetry,
}: {
  message: string;
  toastId: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    notifyError(message, { id: toastId });
  }, [message, toastId]);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid="load-error"
    >
      {message}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
