import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchemaForm } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useForgotPassword } from '../api/email-links';
import { forgotPasswordRules, type ForgotPasswordValues } from '../auth-form';
import { EmailField } from './credential-fields';

/**
 * «Забыли пароль?»: the address to send a reset link to. The answer never tells whether the
 * address has an account (decision 045), so the page says "if".
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordValues>({
    initialValues: { email: '' },
    ...forgotPasswordRules,
  });

  const submit = ({ email }: ForgotPasswordValues) => {
    setFormError(null);
    return forgot.mutateAsync(email, {
      onSuccess: () => setSentTo(email.trim()),
      onError: (error) =>
        applyFormError(form, error, {
          fallback: defaultErrorText('generic'),
          setFormError,
          toastId: 'forgot-password-error',
        }),
    });
  };

  return (
    <Stack gap="md">
      {sentTo ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailForward size={18} />}
          title={t('auth.forgot.sentTitle')}
          role="status"
        >
          {t('auth.forgot.sentText', { email: sentTo })}
        </Alert>
      ) : (
        <SchemaForm
          form={form}
          onSubmit={submit}
          error={formError}
          alertFirst
          gap="md"
          pending={forgot.isPending}
          submitLabel={t('auth.forgot.submit')}
          submitProps={{ size: 'md', fullWidth: true }}
        >
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        </SchemaForm>
      )}
      <Text ta="center" size="sm">
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('auth.forgot.back')}
        </Anchor>
      </Text>
    </Stack>
  );
}
