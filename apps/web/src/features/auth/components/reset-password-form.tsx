import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/email-links';
import { resetPasswordRules, type ResetPasswordValues } from '../auth-form';
import { ConfirmPasswordField, PasswordField } from './credential-fields';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';

/** A new password from a reset link; saving it signs the user in here and out everywhere else. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    ...resetPasswordRules,
  });

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
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
            toastId: 'password-reset-error',
          }),
      },
    );
  }, revealFirstErrorOf);

  return (
    <Stack gap="md">
      <FormErrorAlert message={formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <ConfirmPasswordField
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
      {formError && (
        <Text ta="center" size="sm">
          <Anchor component={Link} to={paths.forgotPassword} fw={600}>
            {t('auth.reset.again')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
