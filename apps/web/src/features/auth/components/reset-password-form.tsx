import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaForm } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { defaultErrorText, errorMessage } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useResetLink, useResetPassword } from '../api/email-links';
import { resetPasswordRules, type ResetPasswordValues } from '../auth-form';
import { ConfirmPasswordField, PasswordField } from './credential-fields';

/**
 * A new password from a reset link; saving it signs the user in here and out everywhere else. The
 * link is checked as the page opens: a used or expired one is said at once, once.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useResetLink(token);
  if (link.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('auth.reset.checking')}</Text>
      </Group>
    );
  if (link.isError)
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(link.error)}
        </Alert>
        <AgainLink />
      </Stack>
    );
  return <NewPasswordForm token={token} />;
}

function AgainLink() {
  const { t } = useTranslation();
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={paths.forgotPassword} fw={600}>
        {t('auth.reset.again')}
      </Anchor>
    </Text>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    ...resetPasswordRules,
  });

  const submit = ({ password }: ResetPasswordValues) => {
    setFormError(null);
    return reset.mutateAsync(
      { token, password },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.doneText'), {
            id: 'password-reset',
            title: t('auth.reset.done'),
          });
          void navigate(paths.home, { replace: true });
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: defaultErrorText('generic'),
            setFormError,
            // The alert above the form says it; a toast would say it twice.
            toast: 'never',
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <SchemaForm
        form={form}
        onSubmit={submit}
        error={formError}
        alertFirst
        gap="md"
        pending={reset.isPending}
        submitLabel={t('auth.reset.submit')}
        submitProps={{ size: 'md', fullWidth: true }}
      >
        <PasswordField
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <ConfirmPasswordField
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
      </SchemaForm>
      {formError && <AgainLink />}
    </Stack>
  );
}
