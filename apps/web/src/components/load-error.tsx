import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { FormErrorAlert } from './form-error-alert';

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
    <FormErrorAlert message={message} testId="load-error">
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </FormErrorAlert>
  );
}
