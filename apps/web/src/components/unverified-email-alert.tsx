import { Alert, Button, Text } from '@mantine/core';
import { okResponseSchema } from '@shop/contract';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';

/** POST /api/auth/email/resend: another confirmation link to the account's address. */
function useResendConfirmation() {
  return useMutation({
    mutationFn: () => apiClient.post('/api/auth/email/resend', okResponseSchema),
    meta: { silent: true },
  });
}

/**
 * «Подтвердите адрес почты» with a button that sends the link again: shown where an unconfirmed
 * address stops the shopper (checkout) and in the settings (decision 045).
 */
export function UnverifiedEmailAlert({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title={t('auth.unverified.title')}
      data-testid="unverified-email"
    >
      <Text size="sm" mb="xs">
        {t('auth.unverified.text', { email })}
      </Text>
      <Button
        size="xs"
        variant="white"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              notifySuccess(t('auth.unverified.resentText', { email }), {
                id: 'confirmation-resent',
                title: t('auth.unverified.resent'),
              }),
            onError: (error) =>
              notifyError(errorMessage(error), { id: 'confirmation-resend-failed' }),
          })
        }
      >
        {t('auth.unverified.resend')}
      </Button>
    </Alert>
  );
}
